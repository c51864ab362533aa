import Foundation

/// Counts failed logins per (email, address) in a `LoginFailureStore`: in memory, or in the database so
/// that every instance behind a balancer counts the same failures. Only failures count: a right password
/// never brings anyone closer to the limit. So that parallel guesses cannot slip past the limit, a key
/// never has more attempts running in this process than it has failures left; further attempts wait until
/// one of those ends (a bounded number of them: beyond that they are refused).
package actor LoginThrottle: LoginThrottling {
    package typealias Key = LoginAttemptKey

    private let policy: LoginThrottlePolicy
    private let store: any LoginFailureStore
    private let now: @Sendable () -> Date
    private let maximumWaitingPerKey: Int
    private var running: [Key: Int] = [:]
    private var waiting: [Key: [CheckedContinuation<Void, Never>]] = [:]
    /// Keys whose failures are being read, with how many attempts ended meanwhile: a read that an ending
    /// attempt overtook may miss its failure, so it is read again.
    private var reads: [Key: (readers: Int, endings: Int)] = [:]

    package init(
        policy: LoginThrottlePolicy,
        store: any LoginFailureStore,
        maximumWaitingPerKey: Int = 64,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.policy = policy
        self.store = store
        self.maximumWaitingPerKey = maximumWaitingPerKey
        self.now = now
    }

    /// Starts an attempt, or refuses it with the seconds to wait (at least 1) when the key already has the
    /// maximum of failures in the window. Every allowed attempt must end with `recordFailure`,
    /// `recordSuccess` or `abandonAttempt`. Throws when the store cannot be read (nothing was started).
    package func beginAttempt(for key: Key) async throws -> LoginAttemptDecision {
        while true {
            let now = now()
            guard let recent = try await recentFailures(for: key, at: now) else { continue }
            if recent.count >= policy.maximumFailures, let oldest = recent.first {
                let wait = oldest.addingTimeInterval(policy.window).timeIntervalSince(now)
                return .refused(retryAfterSeconds: max(1, Int(wait.rounded(.up))))
            }
            if recent.count + running[key, default: 0] < policy.maximumFailures {
                running[key, default: 0] += 1
                return .allowed
            }
            guard waiting[key, default: []].count < maximumWaitingPerKey else {
                return .refused(retryAfterSeconds: 1)
            }
            await withCheckedContinuation { waiting[key, default: []].append($0) }
        }
    }

    /// The key's failures within the window, or nil when an attempt of the key ended while they were read.
    private func recentFailures(for key: Key, at now: Date) async throws -> [Date]? {
        let endingsBefore = reads[key].map(\.endings) ?? 0
        reads[key] = (readers: (reads[key]?.readers ?? 0) + 1, endings: endingsBefore)
        defer {
            if let entry = reads[key] {
                reads[key] = entry.readers > 1 ? (entry.readers - 1, entry.endings) : nil
            }
        }
        let failures = try await store.failures(for: key, since: now.addingTimeInterval(-policy.window))
        guard reads[key]?.endings == endingsBefore else { return nil }
        return failures.filter { now.timeIntervalSince($0) < policy.window }
    }

    /// The attempt failed: it counts against the key for the window.
    package func recordFailure(for key: Key) async throws {
        defer { endAttempt(for: key) }
        let now = now()
        try await store.recordFailure(for: key, at: now, forgettingBefore: now.addingTimeInterval(-policy.window))
    }

    /// The attempt succeeded: the key starts over.
    package func recordSuccess(for key: Key) async throws {
        defer { endAttempt(for: key) }
        try await store.clearFailures(for: key)
    }

    /// The attempt ended without a verdict (the server failed): it counts neither way.
    package func abandonAttempt(for key: Key) {
        endAttempt(for: key)
    }

    /// Frees the attempt's place and lets the waiting attempts decide again.
    private func endAttempt(for key: Key) {
        if let count = running[key] {
            running[key] = count > 1 ? count - 1 : nil
        }
        reads[key]?.endings += 1
        for continuation in waiting.removeValue(forKey: key) ?? [] {
            continuation.resume()
        }
    }
}

import Foundation

/// Counts failed logins per (email, address) in memory. Only failures count: a right password never
/// brings anyone closer to the limit. So that parallel guesses cannot slip past the limit, a key never
/// has more attempts running than it has failures left; further attempts wait until one of those ends
/// (a bounded number of them: beyond that they are refused). Per server process: several instances
/// behind a balancer each keep their own counts.
actor LoginThrottle: LoginThrottling {
    typealias Key = LoginAttemptKey

    private let policy: LoginThrottlePolicy
    private let now: @Sendable () -> Date
    private let maximumTrackedKeys: Int
    private let maximumWaitingPerKey: Int
    private var failures: [Key: [Date]] = [:]
    private var running: [Key: Int] = [:]
    private var waiting: [Key: [CheckedContinuation<Void, Never>]] = [:]

    init(
        policy: LoginThrottlePolicy,
        maximumTrackedKeys: Int = 100_000,
        maximumWaitingPerKey: Int = 64,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.policy = policy
        self.maximumTrackedKeys = maximumTrackedKeys
        self.maximumWaitingPerKey = maximumWaitingPerKey
        self.now = now
    }

    /// Starts an attempt, or refuses it with the seconds to wait (at least 1) when the key already has the
    /// maximum of failures in the window. Every allowed attempt must end with `recordFailure`,
    /// `recordSuccess` or `abandonAttempt`.
    func beginAttempt(for key: Key) async -> LoginAttemptDecision {
        while true {
            let now = now()
            let recent = failures[key, default: []].filter { now.timeIntervalSince($0) < policy.window }
            failures[key] = recent.isEmpty ? nil : recent
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

    /// The attempt failed: it counts against the key for the window.
    func recordFailure(for key: Key) {
        let now = now()
        failures[key, default: []].append(now)
        if failures.count > maximumTrackedKeys {
            shrink(at: now)
        }
        endAttempt(for: key)
    }

    /// The attempt succeeded: the key starts over.
    func recordSuccess(for key: Key) {
        failures[key] = nil
        endAttempt(for: key)
    }

    /// The attempt ended without a verdict (the server failed): it counts neither way.
    func abandonAttempt(for key: Key) {
        endAttempt(for: key)
    }

    var trackedKeyCount: Int { failures.count }

    /// Frees the attempt's place and lets the waiting attempts decide again.
    private func endAttempt(for key: Key) {
        if let count = running[key] {
            running[key] = count > 1 ? count - 1 : nil
        }
        for continuation in waiting.removeValue(forKey: key) ?? [] {
            continuation.resume()
        }
    }

    /// Bounds memory under a flood of distinct emails: drops expired failures, then, if still too many keys,
    /// the keys whose last failure is oldest, down to 90 % of the limit (so this runs rarely).
    private func shrink(at now: Date) {
        failures = failures.filter { _, dates in dates.contains { now.timeIntervalSince($0) < policy.window } }
        let excess = failures.count - maximumTrackedKeys * 9 / 10
        guard excess > 0 else { return }
        let stalest = failures.sorted { ($0.value.last ?? .distantPast) < ($1.value.last ?? .distantPast) }.prefix(excess)
        for (key, _) in stalest {
            failures[key] = nil
        }
    }
}

import Foundation

/// Counts failed logins per (email, address) in memory. An attempt counts as failed from the moment it
/// starts until it succeeds, so parallel guesses cannot slip past the limit. Per server process: several
/// instances behind a balancer each keep their own counts.
actor LoginThrottle {
    struct Key: Hashable, Sendable {
        let email: String
        let address: String
    }

    private let policy: LoginThrottlePolicy
    private let now: @Sendable () -> Date
    private let maximumTrackedKeys: Int
    private var failures: [Key: [Date]] = [:]

    init(policy: LoginThrottlePolicy, maximumTrackedKeys: Int = 100_000, now: @escaping @Sendable () -> Date = Date.init) {
        self.policy = policy
        self.maximumTrackedKeys = maximumTrackedKeys
        self.now = now
    }

    /// Registers an attempt, or refuses it with the seconds to wait (at least 1) when the key already has
    /// the maximum of failures in the window.
    func beginAttempt(for key: Key) -> LoginAttemptDecision {
        let now = now()
        var recent = failures[key, default: []].filter { now.timeIntervalSince($0) < policy.window }
        if recent.count >= policy.maximumFailures, let oldest = recent.first {
            failures[key] = recent
            let wait = oldest.addingTimeInterval(policy.window).timeIntervalSince(now)
            return .refused(retryAfterSeconds: max(1, Int(wait.rounded(.up))))
        }
        recent.append(now)
        failures[key] = recent
        if failures.count > maximumTrackedKeys {
            shrink(at: now)
        }
        return .allowed
    }

    /// The attempt succeeded: the key starts over.
    func recordSuccess(for key: Key) {
        failures[key] = nil
    }

    var trackedKeyCount: Int { failures.count }

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

import AccountsDomain
import Foundation

/// Failed logins in this process's memory, bounded under a flood of distinct emails: past
/// `maximumTrackedKeys`, expired failures go first, then the keys whose last failure is oldest, down to
/// 90 % of the limit (so trimming runs rarely).
package actor InMemoryLoginFailureStore: LoginFailureStore {
    private let maximumTrackedKeys: Int
    private var failures: [LoginAttemptKey: [Date]] = [:]
    /// Failures before this moment no longer count; they are dropped as they are met.
    private var horizon = Date.distantPast

    package init(maximumTrackedKeys: Int = 100_000) {
        self.maximumTrackedKeys = maximumTrackedKeys
    }

    package var trackedKeyCount: Int { failures.count }

    package func failures(for key: LoginAttemptKey, since start: Date) -> [Date] {
        let recent = failures[key, default: []].filter { $0 >= max(start, horizon) }
        failures[key] = recent.isEmpty ? nil : recent
        return recent
    }

    package func recordFailure(for key: LoginAttemptKey, at date: Date, forgettingBefore cutoff: Date) {
        horizon = max(horizon, cutoff)
        failures[key, default: []].append(date)
        if failures.count > maximumTrackedKeys {
            shrink()
        }
    }

    package func clearFailures(for key: LoginAttemptKey) {
        failures[key] = nil
    }

    private func shrink() {
        failures = failures.filter { _, dates in dates.contains { $0 >= horizon } }
        let excess = failures.count - maximumTrackedKeys * 9 / 10
        guard excess > 0 else { return }
        let stalest = failures.sorted { ($0.value.last ?? .distantPast) < ($1.value.last ?? .distantPast) }.prefix(excess)
        for (key, _) in stalest {
            failures[key] = nil
        }
    }
}

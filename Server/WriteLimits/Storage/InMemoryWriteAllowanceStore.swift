import Foundation

/// Admitted writes in this process's memory, as the moments they stop counting. Each key holds at most
/// its limit of them; past `maximumTrackedKeys` keys, expired ones go first, then the keys whose last
/// write is oldest, down to 90 % of the limit (so trimming runs rarely).
package actor InMemoryWriteAllowanceStore: WriteAllowanceStore {
    private let maximumTrackedKeys: Int
    private var expiries: [String: [Date]] = [:]

    package init(maximumTrackedKeys: Int = 100_000) {
        self.maximumTrackedKeys = maximumTrackedKeys
    }

    package func admit(_ allowances: [WriteAllowance], at date: Date) -> WriteAdmission {
        var wait = 0
        for allowance in allowances {
            let counted = expiries[allowance.key, default: []].filter { $0 > date }
            expiries[allowance.key] = counted.isEmpty ? nil : counted
            if counted.count >= allowance.rule.limit {
                wait = max(wait, WriteAllowanceWait.seconds(until: counted[counted.count - allowance.rule.limit], now: date))
            }
        }
        guard wait == 0 else { return .refused(retryAfterSeconds: wait) }
        for allowance in allowances {
            expiries[allowance.key, default: []].append(date.addingTimeInterval(allowance.rule.window))
        }
        if expiries.count > maximumTrackedKeys {
            shrink(at: date)
        }
        return .admitted
    }

    private func shrink(at date: Date) {
        expiries = expiries.filter { _, dates in dates.contains { $0 > date } }
        let excess = expiries.count - maximumTrackedKeys * 9 / 10
        guard excess > 0 else { return }
        let stalest = expiries.sorted { ($0.value.last ?? .distantPast) < ($1.value.last ?? .distantPast) }.prefix(excess)
        for (key, _) in stalest {
            expiries[key] = nil
        }
    }
}

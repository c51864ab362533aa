import Foundation

/// How long a full allowance keeps a write waiting: until the write that filled it (the limit-th newest
/// still counted) expires; whole seconds, at least 1.
package enum WriteAllowanceWait {
    package static func seconds(until filledByExpiry: Date, now: Date) -> Int {
        max(1, Int(filledByExpiry.timeIntervalSince(now).rounded(.up)))
    }
}

import Foundation

/// A clock that only moves when a test says so.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Starts at `start`; routes that check access tokens need a start near the real time (token checks
    /// also read the system clock).
    init(start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = start
    }

    var now: Date {
        lock.withLock { current }
    }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current += seconds }
    }
}

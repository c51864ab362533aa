import Foundation

/// At most `limit` writes within any `window` (a sliding window: each write counts until `window` after it).
public struct WriteRateRule: Sendable, Equatable {
    public var limit: Int
    public var window: TimeInterval

    public init(limit: Int, window: TimeInterval) {
        precondition(limit > 0 && window > 0, "a write rate rule needs a positive limit and window")
        self.limit = limit
        self.window = window
    }

    public static func perHour(_ limit: Int) -> WriteRateRule {
        WriteRateRule(limit: limit, window: 3_600)
    }
}

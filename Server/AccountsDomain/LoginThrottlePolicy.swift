import Foundation

/// How many failed logins for one email from one address are allowed within a sliding window before
/// further attempts are refused (429 with `Retry-After`) until the oldest failure leaves the window.
public struct LoginThrottlePolicy: Sendable, Equatable {
    public var maximumFailures: Int
    public var window: TimeInterval

    public init(maximumFailures: Int, window: TimeInterval) {
        self.maximumFailures = maximumFailures
        self.window = window
    }

    /// 5 failures within 15 minutes.
    public static let standard = LoginThrottlePolicy(maximumFailures: 5, window: 15 * 60)
}

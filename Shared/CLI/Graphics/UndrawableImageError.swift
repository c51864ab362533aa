import Shared

/// A photo that cannot be drawn: not a JPEG, PNG or GIF picture, damaged, or too large.
public struct UndrawableImageError: ClassifiedError, Sendable, Equatable {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var failureKind: FailureKind { .invalidData }
    public var explanation: String { "The photo cannot be drawn: \(reason)." }
}

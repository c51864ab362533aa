import Shared

/// A photo that cannot be drawn: not a picture stb_image reads (JPEG, PNG, GIF, BMP …), or too large.
public struct UndrawableImageError: ClassifiedError, Sendable, Equatable {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var failureKind: FailureKind { .invalidData }
    public var explanation: String { "The photo cannot be drawn: \(reason)." }
}

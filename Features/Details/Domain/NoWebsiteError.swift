import Shared

/// A restaurant's website was asked for, and it lists none.
public struct NoWebsiteError: ClassifiedError, Sendable, Equatable {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var failureKind: FailureKind { .invalidData }
    public var explanation: String { "\(name) lists no website." }
}

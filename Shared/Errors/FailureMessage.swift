/// A failure that needs no error type of its own: what went wrong, and its kind.
public struct FailureMessage: ClassifiedError, Sendable, Equatable {
    public let explanation: String
    public let failureKind: FailureKind

    public init(_ explanation: String, kind: FailureKind) {
        self.explanation = explanation
        self.failureKind = kind
    }

    /// Any error as a failure message: a classified error's own words and kind; for any other error,
    /// a generic failure that never shows the error's details (they might hold a secret).
    public init(describing error: any Error) {
        switch error {
        case let error as any ClassifiedError:
            self.init(error.explanation, kind: error.failureKind)
        case is CancellationError:
            self.init("Cancelled.", kind: .failed)
        default:
            self.init("Unexpected error: \(String(describing: type(of: error))).", kind: .failed)
        }
    }
}

import Shared

public enum FileLockError: Error, Equatable {
    case cannotOpen(path: String)
    case timedOut(path: String)
}

extension FileLockError: ClassifiedError {
    public var failureKind: FailureKind { .failed }

    public var explanation: String {
        switch self {
        case let .cannotOpen(path): "Cannot open the lock file \(path)."
        case let .timedOut(path): "Another foodybite has held \(path) for too long."
        }
    }
}

import Shared

public enum TokenStoreError: Error, Equatable {
    case unreadable(path: String)
    case cannotWrite(path: String)
}

extension TokenStoreError: ClassifiedError {
    public var failureKind: FailureKind {
        switch self {
        case .unreadable: .unauthorised
        case .cannotWrite: .failed
        }
    }

    public var explanation: String {
        switch self {
        case let .unreadable(path): "The credentials file \(path) is damaged."
        case let .cannotWrite(path): "Cannot write the credentials file \(path)."
        }
    }
}

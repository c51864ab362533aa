import Shared

public enum DetailsCacheError: Error, Equatable {
    case nothingCached(id: String)
}

extension DetailsCacheError: ClassifiedError {
    public var failureKind: FailureKind { .unavailable }

    public var explanation: String {
        switch self {
        case let .nothingCached(id): "Nothing is cached for restaurant \(id)."
        }
    }
}

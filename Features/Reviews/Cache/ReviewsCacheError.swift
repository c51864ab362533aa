import Shared

public enum ReviewsCacheError: Error, Equatable {
    case nothingCached
}

extension ReviewsCacheError: ClassifiedError {
    public var failureKind: FailureKind { .unavailable }
    public var explanation: String { "No reviews are cached for this." }
}

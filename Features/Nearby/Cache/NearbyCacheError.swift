import Shared

public enum NearbyCacheError: Error, Equatable {
    case nothingCached
}

extension NearbyCacheError: ClassifiedError {
    public var failureKind: FailureKind { .unavailable }
    public var explanation: String { "Nothing is cached for this search." }
}

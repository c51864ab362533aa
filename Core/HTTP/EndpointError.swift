import Shared

public enum EndpointError: Error, Equatable {
    case invalidBaseURL
}

extension EndpointError: ClassifiedError {
    public var failureKind: FailureKind { .invalidRequest }
    public var explanation: String { "The server URL is not valid." }
}

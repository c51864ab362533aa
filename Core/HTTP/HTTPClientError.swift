import Shared

/// Failures below HTTP: nothing answered, or the answer was not HTTP. `origin` is scheme://host:port,
/// never a full URL, so no query secret can leak into a message.
public enum HTTPClientError: Error, Equatable, Sendable {
    case cannotConnect(origin: String)
    case timedOut(origin: String)
    case invalidResponse(origin: String)
}

extension HTTPClientError: ClassifiedError {
    public var failureKind: FailureKind { .unavailable }

    public var explanation: String {
        switch self {
        case let .cannotConnect(origin): "Cannot reach the server at \(origin)."
        case let .timedOut(origin): "The server at \(origin) did not answer in time."
        case let .invalidResponse(origin): "The server at \(origin) sent something that is not an HTTP answer."
        }
    }
}

import Shared

/// Failures below HTTP: nothing answered, the answer was not HTTP, or it broke a limit of
/// `HTTPClientLimits`. `origin` is scheme://host:port, never a full URL, so no query secret can leak
/// into a message.
public enum HTTPClientError: Error, Equatable, Sendable {
    case cannotConnect(origin: String)
    case timedOut(origin: String)
    case invalidResponse(origin: String)
    case connectionLost(origin: String)
    case deadlineExceeded(origin: String, seconds: Int)
    case answerTooLarge(origin: String, limitBytes: Int)
    case tooManyRedirects(origin: String, limit: Int)
}

extension HTTPClientError: ClassifiedError {
    public var failureKind: FailureKind { .unavailable }

    public var explanation: String {
        switch self {
        case let .cannotConnect(origin): "Cannot reach the server at \(origin)."
        case let .timedOut(origin): "The server at \(origin) did not answer in time."
        case let .invalidResponse(origin): "The server at \(origin) sent something that is not an HTTP answer."
        case let .connectionLost(origin): "The server at \(origin) broke off the connection before its answer was complete."
        case let .deadlineExceeded(origin, seconds): "The server at \(origin) did not finish its answer within \(seconds) seconds; the request was given up."
        case let .answerTooLarge(origin, limitBytes): "The server at \(origin) sent an answer larger than \(limitBytes / 1_048_576) MB; it was dropped unread."
        case let .tooManyRedirects(origin, limit): "The server at \(origin) redirected more than \(limit) times; the request was given up."
        }
    }
}

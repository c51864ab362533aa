import Shared

/// Failures below HTTP: nothing answered, or the answer was not HTTP. `origin` is scheme://host:port,
/// never a full URL, so no query secret can leak into a message.
public enum HTTPClientError: Error, Equatable, Sendable {
    case cannotConnect(origin: String)
    case timedOut(origin: String)
    case invalidResponse(origin: String)
}

extension HTTPClientError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case let .cannotConnect(origin):
            UserFacingMessage(
                "Cannot reach the server at \(origin).",
                hint: "Check that it is running and the URL is right (--server / --places-url).",
                exitStatus: .unavailable
            )
        case let .timedOut(origin):
            UserFacingMessage("The server at \(origin) did not answer in time.", exitStatus: .unavailable)
        case let .invalidResponse(origin):
            UserFacingMessage("The server at \(origin) sent something that is not an HTTP answer.", exitStatus: .unavailable)
        }
    }
}

import Core

extension HTTPClientError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .cannotConnect:
            UserFacingMessage(self, hint: "Check that it is running and the URL is right (--server / --places-url).")
        case .timedOut, .invalidResponse:
            UserFacingMessage(self)
        }
    }
}

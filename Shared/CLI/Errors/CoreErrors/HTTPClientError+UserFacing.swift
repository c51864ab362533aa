import Core

extension HTTPClientError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .cannotConnect:
            UserFacingMessage(self, hint: "Check that it is running and the URL is right (--server / --places-url).")
        case .answerTooLarge, .tooManyRedirects:
            UserFacingMessage(self, hint: "Check that the URL is right (--server / --places-url): no Foodybite or Places server answers like this.")
        case .timedOut, .invalidResponse, .connectionLost, .deadlineExceeded:
            UserFacingMessage(self)
        }
    }
}

import Core

extension EndpointError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        UserFacingMessage(self, hint: "Use an http(s) URL such as http://127.0.0.1:8080.")
    }
}

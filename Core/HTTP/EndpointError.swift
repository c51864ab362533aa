import Shared

public enum EndpointError: Error, Equatable {
    case invalidBaseURL
}

extension EndpointError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        UserFacingMessage("The server URL is not valid.", hint: "Use an http(s) URL such as http://127.0.0.1:8080.", exitStatus: .usage)
    }
}

import Shared

public enum AuthenticationError: Error, Equatable, Sendable {
    /// No session is stored: nobody logged in on this machine (or in this --data-dir).
    case notLoggedIn
    /// The server refused the refresh token: the session is over and was cleared locally.
    case sessionExpired
}

extension AuthenticationError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .notLoggedIn:
            .notLoggedIn
        case .sessionExpired:
            UserFacingMessage("Your session has expired; please log in again.", hint: "Run `foodybite session login --email EMAIL`.", exitStatus: .noPermission)
        }
    }
}

import Shared

public enum AuthenticationError: Error, Equatable, Sendable {
    /// No session is stored: nobody logged in on this machine (or in this data folder).
    case notLoggedIn
    /// The server refused the refresh token: the session is over and was cleared locally.
    case sessionExpired
}

extension AuthenticationError: ClassifiedError {
    public var failureKind: FailureKind { .unauthorised }

    public var explanation: String {
        switch self {
        case .notLoggedIn: NotLoggedInError().explanation
        case .sessionExpired: "Your session has expired; please log in again."
        }
    }
}

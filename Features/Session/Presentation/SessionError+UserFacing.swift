import Shared

extension SessionError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .invalidCredentials:
            UserFacingMessage("The email or password is incorrect.", exitStatus: .noPermission)
        case .emailAlreadyRegistered:
            UserFacingMessage("An account with this email already exists.", hint: "Log in with `foodybite session login`, or use another email.", exitStatus: .dataError)
        case let .tooManyAttempts(reason):
            UserFacingMessage(reason ?? "Too many failed logins for this email.", hint: "Wait a few minutes and try again.", exitStatus: .noPermission)
        }
    }
}

import SharedCLI

extension SessionError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .invalidCredentials: UserFacingMessage(self)
        case .emailAlreadyRegistered: UserFacingMessage(self, hint: "Log in with `foodybite session login`, or use another email.")
        case .tooManyAttempts: UserFacingMessage(self, hint: "Wait a few minutes and try again.")
        }
    }
}

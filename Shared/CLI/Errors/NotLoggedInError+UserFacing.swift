import Shared

extension NotLoggedInError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        UserFacingMessage(self, hint: "Log in with `foodybite session login --email EMAIL`.")
    }
}

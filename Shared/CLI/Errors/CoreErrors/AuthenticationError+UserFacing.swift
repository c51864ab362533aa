import Core
import Shared

extension AuthenticationError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .notLoggedIn: NotLoggedInError().userFacingMessage
        case .sessionExpired: UserFacingMessage(self, hint: "Run `foodybite session login --email EMAIL`.")
        }
    }
}

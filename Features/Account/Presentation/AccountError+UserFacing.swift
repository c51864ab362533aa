import Shared

extension AccountError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .wrongCurrentPassword:
            UserFacingMessage("The current password is incorrect.", exitStatus: .noPermission)
        case .emailAlreadyRegistered:
            UserFacingMessage("Another account already uses this email.", exitStatus: .dataError)
        }
    }
}

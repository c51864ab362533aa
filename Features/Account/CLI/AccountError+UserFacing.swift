import SharedCLI

extension AccountError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .wrongCurrentPassword, .emailAlreadyRegistered:
            UserFacingMessage(self)
        case .profileImageTooLarge:
            UserFacingMessage(self, hint: "Remove the image with `foodybite account update --remove-profile-image`, or set a smaller one with --profile-image FILE.")
        }
    }
}

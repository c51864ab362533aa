import Shared

extension AccountError: UserFacingError {
    public var userFacingMessage: UserFacingMessage {
        switch self {
        case .wrongCurrentPassword:
            UserFacingMessage("The current password is incorrect.", exitStatus: .noPermission)
        case .emailAlreadyRegistered:
            UserFacingMessage("Another account already uses this email.", exitStatus: .dataError)
        case let .profileImageTooLarge(bytes):
            UserFacingMessage(
                "The server refuses requests this large, and your profile image (\(Self.kilobytes(bytes))), which every update sends again, makes this one too big.",
                hint: "Remove the image with `foodybite account update --remove-profile-image`, or set a smaller one with --profile-image FILE.",
                exitStatus: .dataError
            )
        }
    }

    private static func kilobytes(_ bytes: Int) -> String {
        "\(max(1, Int((Double(bytes) / 1_000).rounded()))) KB"
    }
}

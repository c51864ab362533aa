import Shared

public enum AccountError: Error, Equatable, Sendable {
    case wrongCurrentPassword
    case emailAlreadyRegistered(reason: String?)
    /// The server refused the update's body as too large (413), and the profile image it carried is
    /// what made it so: the update is a full replacement, so an unchanged image is sent again.
    case profileImageTooLarge(bytes: Int)
}

extension AccountError: ClassifiedError {
    public var failureKind: FailureKind {
        switch self {
        case .wrongCurrentPassword: .unauthorised
        case .emailAlreadyRegistered, .profileImageTooLarge: .invalidData
        }
    }

    public var explanation: String {
        switch self {
        case .wrongCurrentPassword:
            "The current password is incorrect."
        case .emailAlreadyRegistered:
            "Another account already uses this email."
        case let .profileImageTooLarge(bytes):
            "The server refuses requests this large, and your profile image (\(Self.kilobytes(bytes))), which every update sends again, makes this one too big."
        }
    }

    private static func kilobytes(_ bytes: Int) -> String {
        "\(max(1, Int((Double(bytes) / 1_000).rounded()))) KB"
    }
}

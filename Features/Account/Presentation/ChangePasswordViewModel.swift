import Shared

/// Changes the password. The passwords are typed or piped in, so they are checked here.
@MainActor
public final class ChangePasswordViewModel {
    public static let unchanged = FailureMessage("The new password must differ from the current one.", kind: .invalidData)

    private let service: any ChangePasswordService

    public init(service: any ChangePasswordService) {
        self.service = service
    }

    public func changePassword(currentPassword: String, newPassword: String, confirmation: String) async throws -> OtherSessions {
        guard !currentPassword.isEmpty else { throw ValidationFailure.emptyPassword }
        try PasswordValidator.validate(newPassword, confirmation: confirmation)
        guard newPassword != currentPassword else { throw Self.unchanged }
        return try await service.changePassword(currentPassword: currentPassword, newPassword: newPassword)
    }
}

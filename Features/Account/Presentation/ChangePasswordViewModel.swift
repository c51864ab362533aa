import Shared

@MainActor
public final class ChangePasswordViewModel {
    public static let unchanged = UserFacingMessage("The new password must differ from the current one.", exitStatus: .dataError)

    public private(set) var state: LoadState<PasswordChanged> = .idle

    private let service: any ChangePasswordService

    public init(service: any ChangePasswordService) {
        self.service = service
    }

    public func changePassword(currentPassword: String, newPassword: String, confirmation: String) async {
        do throws(ValidationFailure) {
            guard !currentPassword.isEmpty else { throw .emptyPassword }
            try PasswordValidator.validate(newPassword, confirmation: confirmation)
        } catch {
            state = .failed(error.message(exitStatus: .dataError))
            return
        }
        guard newPassword != currentPassword else {
            state = .failed(Self.unchanged)
            return
        }
        state = .loading
        do {
            try await service.changePassword(currentPassword: currentPassword, newPassword: newPassword)
            state = .loaded(PasswordChanged())
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}

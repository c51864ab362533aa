import Shared
import SharedCLI

/// `account change-password`: on a terminal asks the current password and the new one twice; with
/// --password-stdin reads two lines (current, then new).
@MainActor
final class ChangePasswordCoordinator: Coordinating {
    private let passwordFromStandardInput: Bool
    private let viewModel: ChangePasswordViewModel
    private let view: AccountView
    private let console: Console

    init(passwordFromStandardInput: Bool, viewModel: ChangePasswordViewModel, view: AccountView, console: Console) {
        self.passwordFromStandardInput = passwordFromStandardInput
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        let prompts = passwordFromStandardInput
            ? ["Current password: ", "New password: "]
            : ["Current password: ", "New password: ", "Repeat the new password: "]
        let passwords = try PasswordPrompter(console: console).read(prompts, fromStandardInput: passwordFromStandardInput)
        let confirmation = passwords.count > 2 ? passwords[2] : passwords[1]
        let otherSessions = try await ProgressIndicator.run("Changing your password…", on: console) {
            try await viewModel.changePassword(currentPassword: passwords[0], newPassword: passwords[1], confirmation: confirmation)
        }
        try view.renderPasswordChanged(otherSessions: otherSessions)
    }
}

import Shared
import SharedCLI

/// `session login`: asks for the email when none was given (the interactive flow), reads the
/// password, logs in and keeps the session.
@MainActor
final class LoginCoordinator: Coordinating {
    private let input: LoginInput
    private let viewModel: LoginViewModel
    private let view: SessionView
    private let console: Console

    init(input: LoginInput, viewModel: LoginViewModel, view: SessionView, console: Console) {
        self.input = input
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        guard let email = try input.email ?? askForEmail() else { return }
        let password = try PasswordPrompter(console: console).read(["Password: "], fromStandardInput: input.passwordFromStandardInput)[0]
        let user = try await ProgressIndicator.run("Logging in…", on: console) {
            try await viewModel.login(email: email, password: password)
        }
        try view.renderLoggedIn(user)
    }

    /// Nil when the person gives up (Enter or the end of input).
    private func askForEmail() throws -> String? {
        guard let typed = try MenuPrompt(console: console).choose("Email: "), !typed.isEmpty else { return nil }
        return try viewModel.email(fromTyped: typed)
    }
}

import Shared

/// `session login`: checks the email, reads the password, logs in and keeps the session.
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
        if let failure = viewModel.validateEmail(input.email) {
            throw failure
        }
        let password = try PasswordPrompter(console: console).read(["Password: "], fromStandardInput: input.passwordFromStandardInput)[0]
        try await ProgressIndicator.run("Logging in…", on: console) {
            await viewModel.login(email: input.email, password: password)
        }
        try view.renderLoggedIn(viewModel.state.value())
    }
}

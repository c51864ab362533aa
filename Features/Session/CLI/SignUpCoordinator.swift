import Foundation
import Shared
import SharedCLI

/// `session signup`: asks for the name and email when none were given (the interactive flow), reads
/// the profile image and the password (twice on a terminal), then creates the account and logs it in.
@MainActor
final class SignUpCoordinator: Coordinating {
    private let input: SignUpInput
    private let viewModel: SignUpViewModel
    private let view: SessionView
    private let console: Console

    init(input: SignUpInput, viewModel: SignUpViewModel, view: SessionView, console: Console) {
        self.input = input
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        guard let name = try input.name ?? ask("Name: ", checkedBy: viewModel.name(fromTyped:)),
              let email = try input.email ?? ask("Email: ", checkedBy: viewModel.email(fromTyped:))
        else { return }
        let profileImage = try input.profileImagePath.map(ProfileImageFile.read)
        let passwords = try PasswordPrompter(console: console).read(
            input.passwordFromStandardInput ? ["Password: "] : ["Choose a password: ", "Repeat the password: "],
            fromStandardInput: input.passwordFromStandardInput
        )
        let password = passwords[0]
        let confirmation = passwords.count > 1 ? passwords[1] : password
        let result = try await ProgressIndicator.run("Creating your account…", on: console) {
            try await viewModel.signUp(name: name, email: email, password: password, confirmation: confirmation, profileImage: profileImage)
        }
        try view.renderSignedUp(result)
    }

    /// Nil when the person gives up (Enter or the end of input).
    private func ask(_ question: String, checkedBy check: (String) throws -> String) throws -> String? {
        guard let typed = MenuPrompt(console: console).ask(question), !typed.isEmpty else { return nil }
        return try check(typed)
    }
}

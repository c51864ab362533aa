import Foundation
import Shared
import SharedCLI

/// `session signup`: asks for the name and email when none were given (the interactive flow), reads
/// the profile image and the password (twice on a terminal), then creates the account and logs it in.
/// At the prompts a mistake asks that field again: a name or email refused, passwords refused or
/// different, an email already registered; Enter or the end of input gives up.
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
              var email = try input.email ?? ask("Email: ", checkedBy: viewModel.email(fromTyped:))
        else { return }
        let profileImage = try input.profileImagePath.map(ProfileImageFile.read)
        var (password, confirmation) = try readPasswords()
        while true {
            do {
                let result = try await ProgressIndicator.run("Creating your account…", on: console) {
                    try await viewModel.signUp(name: name, email: email, password: password, confirmation: confirmation, profileImage: profileImage)
                }
                return try view.renderSignedUp(result)
            } catch let failure as ValidationFailure where asksAtPrompts {
                console.note(FailureMessage(describing: failure).explanation)
                (password, confirmation) = try readPasswords()
            } catch SessionError.emailAlreadyRegistered where asksAtPrompts && input.email == nil {
                console.note("An account with this email already exists: log in instead, or use another email.")
                guard let another = try ask("Email: ", checkedBy: viewModel.email(fromTyped:)) else { return }
                email = another
            }
        }
    }

    /// Whether the fields are asked for one by one (the interactive flow), so that a mistake asks again.
    private var asksAtPrompts: Bool {
        input.name == nil && !input.passwordFromStandardInput
    }

    private func readPasswords() throws -> (password: String, confirmation: String) {
        let passwords = try PasswordPrompter(console: console).read(
            input.passwordFromStandardInput ? ["Password: "] : ["Choose a password: ", "Repeat the password: "],
            fromStandardInput: input.passwordFromStandardInput
        )
        return (passwords[0], passwords.count > 1 ? passwords[1] : passwords[0])
    }

    /// Asks until `check` accepts the answer; nil when the person gives up (Enter or the end of input).
    private func ask(_ question: String, checkedBy check: (String) throws(ValidationFailure) -> String) throws -> String? {
        while true {
            guard let typed = try MenuPrompt(console: console).choose(question), !typed.isEmpty else { return nil }
            do {
                return try check(typed)
            } catch {
                console.note(FailureMessage(describing: error).explanation)
            }
        }
    }
}

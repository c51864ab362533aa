import Foundation
import Shared

/// `session signup`: checks the name and email, reads the profile image and the password (twice on a
/// terminal), then creates the account and logs it in.
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
        if let failure = viewModel.validateIdentity(name: input.name, email: input.email) {
            throw failure
        }
        let profileImage = try input.profileImagePath.map(ProfileImageFile.read)
        let passwords = try PasswordPrompter(console: console).read(
            input.passwordFromStandardInput ? ["Password: "] : ["Choose a password: ", "Repeat the password: "],
            fromStandardInput: input.passwordFromStandardInput
        )
        let password = passwords[0]
        let confirmation = passwords.count > 1 ? passwords[1] : password
        try await ProgressIndicator.run("Creating your account…", on: console) {
            await viewModel.signUp(name: input.name, email: input.email, password: password, confirmation: confirmation, profileImage: profileImage)
        }
        try view.renderSignedUp(viewModel.state.value())
    }
}

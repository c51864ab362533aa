import Shared

@MainActor
final class UpdateAccountCoordinator: Coordinating {
    private let input: UpdateAccountInput
    private let viewModel: UpdateAccountViewModel
    private let view: AccountView
    private let console: Console

    init(input: UpdateAccountInput, viewModel: UpdateAccountViewModel, view: AccountView, console: Console) {
        self.input = input
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        let image: AccountChanges.ImageChange = if input.removesProfileImage {
            .remove
        } else if let path = input.profileImagePath {
            .replace(try ProfileImageFile.read(path))
        } else {
            .keep
        }
        let changes = AccountChanges(name: input.name, email: input.email, image: image)
        if let failure = viewModel.validate(changes) { throw failure }
        try await ProgressIndicator.run("Updating your account…", on: console) {
            await viewModel.update(changes)
        }
        try view.renderUpdated(viewModel.state.value())
    }
}

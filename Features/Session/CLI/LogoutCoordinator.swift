import Shared

@MainActor
final class LogoutCoordinator: Coordinating {
    private let viewModel: LogoutViewModel
    private let view: SessionView
    private let console: Console

    init(viewModel: LogoutViewModel, view: SessionView, console: Console) {
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        try await ProgressIndicator.run("Logging out…", on: console) {
            await viewModel.logout()
        }
        try view.renderLoggedOut(viewModel.state.value())
    }
}

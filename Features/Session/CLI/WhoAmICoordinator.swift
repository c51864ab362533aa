import Shared

@MainActor
final class WhoAmICoordinator: Coordinating {
    private let viewModel: WhoAmIViewModel
    private let view: SessionView

    init(viewModel: WhoAmIViewModel, view: SessionView) {
        self.viewModel = viewModel
        self.view = view
    }

    func start() async throws {
        await viewModel.load()
        try view.renderWhoAmI(viewModel.state.value())
    }
}

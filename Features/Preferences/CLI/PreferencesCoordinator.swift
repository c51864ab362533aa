import Shared

@MainActor
final class PreferencesCoordinator: Coordinating {
    private let action: PreferencesAction
    private let viewModel: PreferencesViewModel
    private let view: PreferencesView

    init(action: PreferencesAction, viewModel: PreferencesViewModel, view: PreferencesView) {
        self.action = action
        self.viewModel = viewModel
        self.view = view
    }

    func start() async throws {
        switch action {
        case .show: await viewModel.load()
        case let .set(changes): await viewModel.apply(changes)
        case .reset: await viewModel.reset()
        }
        try view.render(viewModel.state.value())
    }
}

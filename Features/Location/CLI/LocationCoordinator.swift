import Shared

@MainActor
final class LocationCoordinator: Coordinating {
    private let action: LocationAction
    private let viewModel: LocationViewModel
    private let view: LocationView

    init(action: LocationAction, viewModel: LocationViewModel, view: LocationView) {
        self.action = action
        self.viewModel = viewModel
        self.view = view
    }

    func start() async throws {
        switch action {
        case .show: await viewModel.show()
        case let .set(coordinates): await viewModel.save(coordinates)
        case .clear: await viewModel.clear()
        }
        try view.render(viewModel.state.value(), after: action)
    }
}

import Shared

@MainActor
final class DetailsCoordinator: Coordinating {
    private let restaurantID: String
    private let viewModel: RestaurantDetailsViewModel
    private let view: DetailsView
    private let console: Console

    init(restaurantID: String, viewModel: RestaurantDetailsViewModel, view: DetailsView, console: Console) {
        self.restaurantID = restaurantID
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        try await ProgressIndicator.run("Loading the restaurant…", on: console) {
            await viewModel.load(restaurantID: restaurantID)
        }
        try view.render(viewModel.state.value())
    }
}

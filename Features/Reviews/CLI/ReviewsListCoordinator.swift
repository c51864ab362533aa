import Shared

@MainActor
final class ReviewsListCoordinator: Coordinating {
    private let restaurantID: String?
    private let mineOnly: Bool
    private let viewModel: ReviewsListViewModel
    private let view: ReviewsView
    private let console: Console

    init(restaurantID: String?, mineOnly: Bool, viewModel: ReviewsListViewModel, view: ReviewsView, console: Console) {
        self.restaurantID = restaurantID
        self.mineOnly = mineOnly
        self.viewModel = viewModel
        self.view = view
        self.console = console
    }

    func start() async throws {
        try await ProgressIndicator.run("Loading reviews…", on: console) {
            await viewModel.load(restaurantID: restaurantID, mineOnly: mineOnly)
        }
        try view.renderList(viewModel.state.value())
    }
}

import Shared

/// Loads and shows a restaurant page. In the interactive flow a person can then write a review (the
/// page reloads to show it) or go back.
@MainActor
final class DetailsCoordinator: Coordinating {
    private let restaurantID: String
    private let viewModel: RestaurantDetailsViewModel
    private let view: DetailsView
    private let console: Console
    private let navigation: DetailsNavigation?

    init(restaurantID: String, viewModel: RestaurantDetailsViewModel, view: DetailsView, console: Console, navigation: DetailsNavigation? = nil) {
        self.restaurantID = restaurantID
        self.viewModel = viewModel
        self.view = view
        self.console = console
        self.navigation = navigation
    }

    func start() async throws {
        try await load()
        guard let navigation, console.isInteractive else { return }
        let prompt = MenuPrompt(console: console)
        while true {
            switch ListPick.parse(try prompt.choose("[w]rite a review, or Enter to go back: "), count: 0, commands: ["w"]) {
            case .command:
                try await navigation.addReview(restaurantID)
                try await load()
            case .back:
                return
            case .item, .invalid:
                console.note("Type w, or nothing to go back.")
            }
        }
    }

    private func load() async throws {
        try await ProgressIndicator.run("Loading the restaurant…", on: console) {
            await viewModel.load(restaurantID: restaurantID)
        }
        try view.render(viewModel.state.value())
    }
}

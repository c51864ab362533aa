import Shared
import SharedCLI

/// A restaurant page in the interactive flow: after showing it, lets a person write a review (the
/// page reloads to show it) or go back.
@MainActor
final class DetailsCoordinator: Coordinating {
    private let restaurantID: String
    private let page: LoadAndRenderCoordinator<RestaurantDetailsViewData>
    private let console: Console
    private let navigation: DetailsNavigation

    init(restaurantID: String, page: LoadAndRenderCoordinator<RestaurantDetailsViewData>, console: Console, navigation: DetailsNavigation) {
        self.restaurantID = restaurantID
        self.page = page
        self.console = console
        self.navigation = navigation
    }

    func start() async throws {
        try await page.loadAndRender()
        guard console.offersMenus else { return }
        let prompt = MenuPrompt(console: console)
        while true {
            switch ListPick.parse(try prompt.choose("[w]rite a review, or Enter to go back: "), count: 0, commands: ["w"]) {
            case .command:
                try await navigation.addReview(restaurantID)
                try await page.loadAndRender()
            case .back:
                return
            case .item, .invalid:
                console.note("Type w, or nothing to go back.")
            }
        }
    }
}

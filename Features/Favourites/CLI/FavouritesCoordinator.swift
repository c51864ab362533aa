import Shared
import SharedCLI

/// The favourites list in the interactive flow: after showing it, lets a person open one of them (the
/// list is shown again after), or go back.
@MainActor
final class FavouritesCoordinator: Coordinating {
    private let list: LoadAndRenderCoordinator<FavouritesListViewData>
    private let console: Console
    private let navigation: FavouritesNavigation

    init(list: LoadAndRenderCoordinator<FavouritesListViewData>, console: Console, navigation: FavouritesNavigation) {
        self.list = list
        self.console = console
        self.navigation = navigation
    }

    func start() async throws {
        var favourites = try await list.loadAndRender()
        guard console.offersMenus else { return }
        let prompt = MenuPrompt(console: console)
        while !favourites.rows.isEmpty {
            switch ListPick.parse(try prompt.choose("Open a favourite (1-\(favourites.rows.count)), or Enter to go back: "), count: favourites.rows.count) {
            case let .item(index):
                try await navigation.showRestaurantDetails(favourites.rows[index].id)
                favourites = try await list.loadAndRender()
            case .back:
                return
            case .command, .invalid:
                console.note("Type a number from the list, or nothing.")
            }
        }
    }
}

import Shared
import SharedCLI

/// A restaurant page in the interactive flow: after showing it, lets a person write a review (the
/// page reloads to show it), draw its photos, open it on the map, keep it as a favourite (or stop), or
/// go back.
@MainActor
final class DetailsCoordinator: Coordinating {
    private let restaurantID: String
    private let page: LoadAndRenderCoordinator<RestaurantDetailsViewData>
    private let console: Console
    private let navigation: DetailsNavigation
    private let drawer: PhotoDrawer
    private let opener: any URLOpening

    init(
        restaurantID: String, page: LoadAndRenderCoordinator<RestaurantDetailsViewData>, console: Console, navigation: DetailsNavigation,
        drawer: PhotoDrawer, opener: any URLOpening
    ) {
        self.restaurantID = restaurantID
        self.page = page
        self.console = console
        self.navigation = navigation
        self.drawer = drawer
        self.opener = opener
    }

    func start() async throws {
        var details = try await page.loadAndRender()
        guard console.offersMenus else { return }
        let prompt = MenuPrompt(console: console)
        let favourite = navigation.toggleFavourite == nil ? "" : ", [f]avourite"
        let commands = ["w", "p", "o"] + (navigation.toggleFavourite == nil ? [] : ["f"])
        while true {
            switch ListPick.parse(try prompt.choose("[w]rite a review, [p]hotos, [o]pen on the map\(favourite), or Enter to go back: "), count: 0, commands: Set(commands)) {
            case .command("w"):
                try await navigation.addReview(restaurantID)
                details = try await page.loadAndRender()
            case .command("p"):
                await drawer.draw(details.photos, graphics: nil)
            case .command("o"):
                if !opener.open(details.links.map) { console.output.writeLine(details.links.map.absoluteString) }
            case .command:
                guard let toggle = navigation.toggleFavourite else { continue }
                let kept = try await toggle(restaurantID)
                console.note(kept ? "★ Kept \(TerminalText.line(details.name)) among your favourites." : "Removed \(TerminalText.line(details.name)) from your favourites.")
            case .back:
                return
            case .item, .invalid:
                console.note("Type \(commands.joined(separator: ", ")), or nothing to go back.")
            }
        }
    }
}

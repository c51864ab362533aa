import Shared
import SharedCLI

/// `details ID --photos`: the restaurant's page, then its photos drawn in the terminal.
@MainActor
final class DetailsPhotosCoordinator: Coordinating {
    private let page: LoadAndRenderCoordinator<RestaurantDetailsViewData>
    private let drawer: PhotoDrawer
    private let graphics: TerminalGraphics?

    init(page: LoadAndRenderCoordinator<RestaurantDetailsViewData>, drawer: PhotoDrawer, graphics: TerminalGraphics?) {
        self.page = page
        self.drawer = drawer
        self.graphics = graphics
    }

    func start() async throws {
        let details = try await page.loadAndRender()
        await drawer.draw(details.photos, graphics: graphics)
    }
}

import DetailsFeature
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

/// The page's other keys: photos drawn, the map link opened, the restaurant kept as a favourite.
@MainActor
final class DetailsInteractiveKeysTests: XCTestCase {
    func test_keys_drawThePhotosOpenTheMapAndToggleTheFavourite() async throws {
        let terminal = TestConsole(interactive: true, drawsPictures: true, columns: 41, input: ScriptedInput(lines: ["p", "o", "f", "f", ""]))
        let photo = try Data(contentsOf: PackageLayout.root.appendingPathComponent("Server/DemoCatalog/Photos/demo-pizza.png"))
        let opener = Opened()
        var kept = false
        var toggled: [String] = []
        let builder = DetailsModuleBuilder(
            service: DetailsServiceSpy(), reviewsProvider: ReviewsProviderStub(),
            photoService: PhotoServiceStub(result: .success(RestaurantPhoto(data: photo, contentType: "image/png"))),
            opener: opener, detectGraphics: { .blocks }, console: terminal.console, now: { referenceDate }
        )
        let navigation = DetailsNavigation(addReview: { _ in }, toggleFavourite: { id in toggled.append(id); kept.toggle(); return kept })

        try await builder.buildModule(restaurantID: "ChIJ1", navigation: navigation).start()

        XCTAssertTrue(terminal.output.text.contains("▄"), "the photo in half-blocks")
        XCTAssertEqual(opener.urls.map(\.absoluteString), ["https://www.openstreetmap.org/?mlat=38.711000&mlon=-9.138000#map=19/38.711000/-9.138000"])
        XCTAssertEqual(toggled, ["ChIJ1", "ChIJ1"])
        XCTAssertTrue(terminal.errors.text.contains("★ Kept Tasca do Zé among your favourites."), terminal.errors.text)
        XCTAssertTrue(terminal.errors.text.contains("Removed Tasca do Zé from your favourites."), terminal.errors.text)
    }

    private final class Opened: URLOpening, @unchecked Sendable {
        private(set) var urls: [URL] = []

        func open(_ url: URL) -> Bool {
            urls.append(url)
            return true
        }
    }
}

@testable import AutocompleteFeature
import Foundation
import Shared
import TestSupport
import XCTest

/// Favourites among the matches, marked ★ in the table and `"favourite": true` in JSON.
@MainActor
final class SearchFavouritesTests: XCTestCase {
    func test_render_marksTheFavouritesAmongTheMatches() async throws {
        for json in [false, true] {
            let terminal = TestConsole(json: json)
            let service = SearchViewModelTests.ServiceSpy()
            service.predictions = [AutocompletePrediction(restaurantID: "a", text: "Tasca A"), AutocompletePrediction(restaurantID: "b", text: "Tasca B")]
            let sut = SearchModuleBuilder(
                service: service, locationProvider: SearchViewModelTests.LocationStub(), radiusProvider: SearchViewModelTests.RadiusStub(),
                favouriteIDs: Kept(ids: ["b"]), console: terminal.console
            )

            try await sut.buildModule(with: SearchInput(text: "tas")).start()

            if json {
                let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
                XCTAssertEqual((document["predictions"] as? [[String: Any]])?.map { $0["favourite"] as? Bool }, [false, true])
            } else {
                XCTAssertTrue(terminal.output.text.contains("★ Tasca B"), terminal.output.text)
                XCTAssertFalse(terminal.output.text.contains("★ Tasca A"), terminal.output.text)
            }
        }
    }

    private struct Kept: FavouriteIDsProviding {
        let ids: Set<String>

        func favouriteIDs() async -> Set<String> { ids }
    }
}

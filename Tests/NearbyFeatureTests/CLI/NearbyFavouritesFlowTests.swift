import Foundation
@testable import NearbyFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// Favourites in the nearby list: marked ★ wherever they appear, and searched alone with --favourites.
@MainActor
final class NearbyFavouritesFlowTests: XCTestCase {
    func test_start_marksTheFavouritesOfTheListInTheTableAndJSON() async throws {
        for json in [false, true] {
            let (sut, service, terminal) = makeSUT(json: json, kept: ["b"])
            service.result = .success(.live([makeRestaurant("a", rating: 4.8), makeRestaurant("b", rating: 4.5)]))

            try await sut.buildModule(with: NearbyInput()).start()

            if json {
                let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
                XCTAssertEqual((document["restaurants"] as? [[String: Any]])?.map { $0["favourite"] as? Bool }, [false, true])
            } else {
                let lines = terminal.output.lines
                XCTAssertTrue(lines.contains { $0.contains("★ Restaurant b") }, terminal.output.text)
                XCTAssertFalse(lines.contains { $0.contains("★ Restaurant a") }, terminal.output.text)
            }
        }
    }

    func test_start_withFavourites_searchesTheFavouritesInsteadOfTheSourceAndSaysSo() async throws {
        let (sut, service, terminal) = makeSUT(favourites: [makeRestaurant("kept", rating: 4.2)])

        try await sut.buildModule(with: NearbyInput(favouritesOnly: true)).start()

        XCTAssertEqual(service.queries, [])
        XCTAssertEqual(terminal.output.lines.first, "1 of your favourites within 10 km of 38.7223,-9.1393 (saved location), best rated first:")
        XCTAssertTrue(terminal.output.text.contains("★ Restaurant kept"), terminal.output.text)
    }

    func test_start_withFavouritesAndNoneMatching_saysHowToSeeOrKeepThem() async throws {
        let (sut, _, terminal) = makeSUT(favourites: [makeRestaurant("far", latitude: 40)])

        try await sut.buildModule(with: NearbyInput(favouritesOnly: true)).start()

        XCTAssertEqual(terminal.output.lines.first, "No restaurants found: none of your favourites within 10 km of 38.7223,-9.1393 (saved location), best rated first")
        XCTAssertTrue(terminal.errors.text.contains("`foodybite favourites list` shows them all"), terminal.errors.text)
    }

    func test_start_withFavouritesWhereNoneAreWired_failsClearly() async throws {
        let terminal = TestConsole()
        let sut = NearbyModuleBuilder(
            service: NearbyServiceSpy(), locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(), coverageProvider: nil,
            console: terminal.console
        )

        do {
            try await sut.buildModule(with: NearbyInput(favouritesOnly: true)).start()
            XCTFail("Expected FavouritesUnavailableError")
        } catch is FavouritesUnavailableError {}
    }

    private struct FavouritesStub: FavouriteRestaurantsProviding, FavouriteIDsProviding {
        let restaurants: [NearbyRestaurant]
        let ids: Set<String>

        func favouriteRestaurants() async throws -> Sourced<[NearbyRestaurant]> { .live(restaurants) }
        func favouriteIDs() async -> Set<String> { ids }
    }

    private func makeSUT(json: Bool = false, kept: Set<String> = [], favourites: [NearbyRestaurant] = []) -> (NearbyModuleBuilder, NearbyServiceSpy, TestConsole) {
        let terminal = TestConsole(json: json)
        let service = NearbyServiceSpy()
        let stub = FavouritesStub(restaurants: favourites, ids: kept.union(favourites.map(\.id)))
        let sut = NearbyModuleBuilder(
            service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(), coverageProvider: nil,
            favourites: stub, favouriteIDs: stub, console: terminal.console
        )
        return (sut, service, terminal)
    }
}

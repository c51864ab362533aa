@testable import Catalog
@testable import CatalogDomain
@testable import FoodybiteServer
import Foundation
import TestSupport
import XCTest

final class NearbySearchServiceTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_page_ranksOneMoreThanAPageForAFirstPage() async throws {
        // Given 70 restaurants in the catalog's order
        let (sut, catalog, restaurants) = makeSUT(count: 70)

        // When
        let page = try await sut.page(Self.query, now: F.wednesdayNoonInLisbon)

        // Then
        XCTAssertEqual(catalog.limits, [21], "20 to show and one to know that a next page exists")
        XCTAssertEqual(page.restaurants.map(\.name), names(restaurants[0..<20]))
        XCTAssertEqual(page.placeIDs, restaurants[0..<20].map(\.placeID))
        XCTAssertTrue(page.hasMore)
    }

    func test_page_hasNoMoreWhenTheFirstPageHoldsEveryResult() async throws {
        // Given exactly a page of restaurants
        let (sut, _, restaurants) = makeSUT(count: 20)

        // When
        let page = try await sut.page(Self.query, now: F.wednesdayNoonInLisbon)

        // Then
        XCTAssertEqual(page.restaurants.map(\.name), names(restaurants))
        XCTAssertFalse(page.hasMore)
    }

    func test_pageAfter_showsTheNextBestNotYetShownEvenWhenTheOrderChanged() async throws {
        // Given a first page shown, then the best of it falling last and the 30th rising first
        let (sut, catalog, restaurants) = makeSUT(count: 50)
        let shown = restaurants[0..<20].map(\.placeID)
        var reordered = restaurants
        let fallen = reordered.removeFirst()
        let risen = reordered.remove(at: 28)
        catalog.rank([risen] + reordered + [fallen])

        // When
        let page = try await sut.page(Self.query, after: shown, now: F.wednesdayNoonInLisbon)

        // Then
        XCTAssertEqual(page.restaurants.map(\.name), names([risen] + restaurants[20...28] + restaurants[30...39]))
        XCTAssertEqual(page.placeIDs, page.restaurants.map(\.placeID))
        XCTAssertTrue(page.hasMore)
        XCTAssertEqual(catalog.limits, [41], "enough to find 21 not yet shown")
    }

    func test_pageAfter_hasMoreWhenOneMoreThanAPageIsLeft() async throws {
        // Given 41 restaurants, the first 20 shown
        let (sut, _, restaurants) = makeSUT(count: 41)

        // When
        let page = try await sut.page(Self.query, after: restaurants[0..<20].map(\.placeID), now: F.wednesdayNoonInLisbon)

        // Then
        XCTAssertEqual(page.restaurants.map(\.name), names(restaurants[20..<40]))
        XCTAssertTrue(page.hasMore)
    }

    func test_pageAfter_showsTheBestWhenTheShownIDsAreNoLongerInTheCatalog() async throws {
        // Given ids shown by a page of restaurants since removed
        let (sut, catalog, restaurants) = makeSUT(count: 30)

        // When
        let page = try await sut.page(Self.query, after: ["FBgone1", "FBgone2"], now: F.wednesdayNoonInLisbon)

        // Then
        XCTAssertEqual(page.restaurants.map(\.name), names(restaurants[0..<20]))
        XCTAssertTrue(page.hasMore)
        XCTAssertEqual(catalog.limits, [23])
    }

    func test_pageAfter_stopsAtSixtyResultsInAll() async throws {
        // Given 70 restaurants, the first 40 shown
        let (sut, catalog, restaurants) = makeSUT(count: 70)
        let shown = restaurants[0..<40].map(\.placeID)

        // When
        let page = try await sut.page(Self.query, after: shown, now: F.wednesdayNoonInLisbon)

        // Then
        XCTAssertEqual(page.restaurants.map(\.name), names(restaurants[40..<60]))
        XCTAssertFalse(page.hasMore, "Google's limit: 60 results over all pages")
        XCTAssertEqual(catalog.limits, [60])
        XCTAssertEqual(catalog.loadedPlaceIDs, [restaurants[40..<60].map(\.placeID)])
    }

    func test_pageAfter_isEmptyWhenEverythingLeftWasShown() async throws {
        // Given 25 restaurants, all shown
        let (sut, _, restaurants) = makeSUT(count: 25)

        // When
        let page = try await sut.page(Self.query, after: restaurants.map(\.placeID), now: F.wednesdayNoonInLisbon)

        // Then
        XCTAssertEqual(page.restaurants, [])
        XCTAssertFalse(page.hasMore)
    }

    func test_pageShowing_showsTheFirstTwentyNamedInTheirOrderKeepingUnknownIDsCounted() async throws {
        // Given 25 ids an earlier token named, one of them unknown
        let (sut, _, restaurants) = makeSUT(count: 30)
        let named = Array(restaurants[5..<29].reversed().map(\.placeID))
        let ids = Array(named.prefix(3)) + ["FBgone"] + Array(named.dropFirst(3))

        // When
        let page = try await sut.page(showing: ids, now: F.wednesdayNoonInLisbon)

        // Then
        XCTAssertEqual(page.placeIDs, Array(ids.prefix(20)))
        XCTAssertEqual(page.restaurants.map(\.placeID), Array(ids.prefix(20)).filter { $0 != "FBgone" })
        XCTAssertTrue(page.hasMore)
    }

    func test_pageShowing_hasNoMoreWhenItShowsEveryNamedRestaurant() async throws {
        // Given exactly a page of named restaurants
        let (sut, _, restaurants) = makeSUT(count: 20)

        // When
        let page = try await sut.page(showing: restaurants.map(\.placeID), now: F.wednesdayNoonInLisbon)

        // Then
        XCTAssertEqual(page.restaurants.count, 20)
        XCTAssertFalse(page.hasMore)
    }

    // MARK: - Helpers

    private static let query = NearbyQuery(center: F.lisbon, radius: 5_000)

    private func makeSUT(
        count: Int, file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: NearbySearchService, catalog: RankedCatalogSpy, restaurants: [CatalogRestaurant]) {
        let restaurants = (0..<count).map { F.restaurant(String(format: "Restaurant %02d", $0)) }
        let catalog = RankedCatalogSpy(ranking: restaurants)
        trackForMemoryLeaks(catalog, file: file, line: line)
        return (NearbySearchService(catalog: catalog), catalog, restaurants)
    }

    private func names(_ restaurants: some Sequence<CatalogRestaurant>) -> [String] {
        restaurants.map(\.name)
    }
}

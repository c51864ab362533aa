@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import Reviews
@testable import ServerStorage
import TestSupport
import XCTest

/// The Places routes answer catalog failures with a status; the decorator makes sure each one is
/// reported (logged at error level) on the way.
final class ErrorReportingRestaurantCatalogTests: XCTestCase {
    func test_everyMethod_reportsAFailureAndPassesItOn() async throws {
        let (sut, reporter) = makeSUT(failingWith: DatabaseError(resultCode: .SQLITE_CORRUPT))
        let center = GeoPoint(latitude: 38.72, longitude: -9.14)

        await assertThrowsAsync { _ = try await sut.nearby(NearbyQuery(center: center, radius: 1_000), now: Date()) }
        await assertThrowsAsync { _ = try await sut.nearby(NearbyQuery(center: center, radius: 1_000), now: Date(), loadingFirst: 20) }
        await assertThrowsAsync { _ = try await sut.searchResults(placeIDs: ["any"], now: Date()) }
        await assertThrowsAsync { _ = try await sut.restaurants(placeIDs: ["any"], includingReviews: true) }
        await assertThrowsAsync { _ = try await sut.autocomplete(AutocompleteQuery(input: "tas")) }
        await assertThrowsAsync { _ = try await sut.image(forPhotoReference: "any") }

        XCTAssertEqual(
            reporter.operations,
            ["catalog nearby search", "catalog nearby search", "catalog nearby search", "catalog details", "catalog autocomplete", "catalog photo"]
        )
    }

    func test_nearby_reportsNothingWhenTheCatalogAnswers() async throws {
        let (sut, reporter) = makeSUT(failingWith: nil)

        _ = try await sut.nearby(NearbyQuery(center: GeoPoint(latitude: 38.72, longitude: -9.14), radius: 1_000), now: Date())

        XCTAssertEqual(reporter.operations, [])
    }

    func test_nearbyLoadingFirst_asksTheWrappedCatalogsOwnAnswerOnce() async throws {
        let base = RestaurantCatalogSpy()
        let sut = ErrorReportingRestaurantCatalog(base: base, reporter: StorageErrorReporterSpy())

        _ = try await sut.nearby(NearbyQuery(center: GeoPoint(latitude: 38.72, longitude: -9.14), radius: 1_000), now: Date(), loadingFirst: 20)

        XCTAssertEqual(base.messages, ["nearby loading first 20"])
    }

    func test_searchResults_asksTheWrappedCatalogsOwnAnswerOnce() async throws {
        let base = RestaurantCatalogSpy()
        let sut = ErrorReportingRestaurantCatalog(base: base, reporter: StorageErrorReporterSpy())

        _ = try await sut.searchResults(placeIDs: ["a", "b"], now: Date())

        XCTAssertEqual(base.messages, ["search results of 2"])
    }

    func test_reviewsOfRestaurant_reportsAFailureAndPassesItOn() async throws {
        let reporter = StorageErrorReporterSpy()
        let database = try ServerDatabase.open(in: makeTemporaryDirectory())
        try await database.pool.write { db in try db.execute(sql: "DROP TABLE review") }
        let sut = ErrorReportingReviewRepository(base: SQLiteReviewRepository(database: database.pool), reporter: reporter)

        await assertThrowsAsync { _ = try await sut.reviews(ofRestaurant: "place-1", limit: 5) }

        XCTAssertEqual(reporter.operations, ["reviews of restaurant"])
    }

    // MARK: - Helpers

    private func makeSUT(failingWith error: (any Error)?) -> (ErrorReportingRestaurantCatalog, StorageErrorReporterSpy) {
        let reporter = StorageErrorReporterSpy()
        return (ErrorReportingRestaurantCatalog(base: RestaurantCatalogStub(error: error), reporter: reporter), reporter)
    }
}

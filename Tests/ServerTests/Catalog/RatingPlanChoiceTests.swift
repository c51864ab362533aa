@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import XCTest

/// Where a search by rating starts: a small circle's box is counted at once, since the rating order's
/// first entries hold its page only in a catalog small enough to count anyway; a larger circle tries
/// those first entries (`bestRatedAmongFirst`), which spares counting a box that holds thousands.
final class RatingPlanChoiceTests: XCTestCase {
    func test_nearby_countsTheBoxWithoutReadingTheRatingOrderWhenTheRadiusIsAKilometreOrLess() async throws {
        // Given
        let (catalog, statements) = try await makeSUT()

        // When
        let hits = try await catalog.nearby(NearbyQuery(center: F.lisbon, radius: 950, limit: 5), now: Date())

        // Then the best rated of the ten within 950 m
        XCTAssertEqual(hits.map(\.placeID), [9, 8, 7, 6, 5].map(Self.placeID))
        XCTAssertFalse(statements.recorded.contains(where: Self.readsTheRatingOrderBound), "\(statements.recorded)")
    }

    func test_nearby_triesTheRatingOrdersFirstEntriesWhenTheRadiusIsLarger() async throws {
        // Given
        let (catalog, statements) = try await makeSUT()

        // When
        let hits = try await catalog.nearby(NearbyQuery(center: F.lisbon, radius: 5_000, limit: 5), now: Date())

        // Then the best rated of all (ratings repeat every 20 restaurants: the nearer of each pair first)
        XCTAssertEqual(hits.map(\.placeID), [19, 39, 18, 38, 17].map(Self.placeID))
        XCTAssertTrue(statements.recorded.contains(where: Self.readsTheRatingOrderBound), "\(statements.recorded)")
    }

    // MARK: - Helpers

    private typealias F = PlacesFixtures

    /// The trial's first statement: the rating of the entry it reads down to.
    private static func readsTheRatingOrderBound(_ sql: String) -> Bool {
        sql.contains("restaurant_by_prominence") && sql.contains("OFFSET")
    }

    private static func placeID(_ index: Int) -> String {
        PlaceIdentifier.placeID(forSourceKey: "plan:\(index)")
    }

    /// A catalog of 40 restaurants every 100 m east of Lisbon, rated 3.0 to 4.9 by index (twice over),
    /// read through connections that record their statements.
    private func makeSUT() async throws -> (SQLiteRestaurantCatalog, StatementRecorder) {
        let (database, directory) = try makeCatalogDatabase()
        let restaurants = (0..<40).map { index in
            let key = "plan:\(index)"
            return CatalogRestaurant(
                placeID: Self.placeID(index), sourceKey: key, source: .demo, name: "Tasca \(index)",
                location: F.point(metres: Double(index) * 100), rating: 3 + Double(index % 20) / 10, ratingsTotal: 10
            )
        }
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }
        let recorder = StatementRecorder()
        let pool = try recorder.recordingPool(at: directory.appendingPathComponent(ServerDatabase.fileName).path)
        return (SQLiteRestaurantCatalog(reader: pool), recorder)
    }
}

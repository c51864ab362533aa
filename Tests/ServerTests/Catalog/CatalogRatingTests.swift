@testable import CatalogDomain
@testable import CatalogSQLite
import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import XCTest

/// A restaurant's rating merges the catalog's with its Foodybite reviews (the reviews side keeps
/// `restaurantRating`), weighted by their counts (`RatingRule`): whichever way and in whatever order the
/// two tables change.
final class CatalogRatingTests: XCTestCase {
    func test_rating_followsFoodybiteRatingsAsTheyAreAddedChangedAndRemoved() async throws {
        let (database, catalog) = try await makeSUT(restaurants: [Self.restaurant])

        try await execute("INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, 2, 9)", in: database)
        let added = try await rating(in: catalog)
        try await execute("UPDATE restaurantRating SET reviewCount = 3, starsTotal = 10 WHERE restaurantId = ?", in: database)
        let changed = try await rating(in: catalog)
        try await execute("UPDATE restaurantRating SET reviewCount = 0, starsTotal = 0 WHERE restaurantId = ?", in: database)
        let allWithdrawn = try await rating(in: catalog)
        try await execute("INSERT OR REPLACE INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, 1, 5)", in: database)
        let replaced = try await rating(in: catalog)
        try await execute("DELETE FROM restaurantRating WHERE restaurantId = ?", in: database)
        let removed = try await rating(in: catalog)

        XCTAssertEqual(added.rating ?? 0, (3.2 * 40 + 9) / 42, accuracy: 1e-12)
        XCTAssertEqual(added.total, 42)
        XCTAssertEqual(changed.rating ?? 0, (3.2 * 40 + 10) / 43, accuracy: 1e-12)
        XCTAssertEqual(changed.total, 43)
        XCTAssertEqual(allWithdrawn.rating, 3.2)
        XCTAssertEqual(allWithdrawn.total, 40)
        XCTAssertEqual(replaced.rating ?? 0, (3.2 * 40 + 5) / 41, accuracy: 1e-12)
        XCTAssertEqual(replaced.total, 41)
        XCTAssertEqual(removed.rating, 3.2)
        XCTAssertEqual(removed.total, 40)
    }

    func test_rating_usesFoodybiteRatingsThatExistedBeforeTheRestaurantWasImported() async throws {
        let (database, _) = try makeCatalogDatabase()
        try await execute("INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, 4, 18)", in: database)

        _ = try await database.pool.write { db in try CatalogWriter.upsert(Self.restaurant, in: db) }
        let upserted = try await rating(in: SQLiteRestaurantCatalog(database: database))
        let (bulkDatabase, _) = try makeCatalogDatabase()
        try await execute("INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, 4, 18)", in: bulkDatabase)
        try await bulkDatabase.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert([Self.restaurant]), in: db) }
        let bulkInserted = try await rating(in: SQLiteRestaurantCatalog(database: bulkDatabase))

        XCTAssertEqual(upserted.rating ?? 0, (3.2 * 40 + 18) / 44, accuracy: 1e-12)
        XCTAssertEqual(upserted.total, 44)
        XCTAssertEqual(bulkInserted.rating ?? 0, (3.2 * 40 + 18) / 44, accuracy: 1e-12)
        XCTAssertEqual(bulkInserted.total, 44)
    }

    func test_rating_oneOneStarReviewMovesAPopularPlaceByLessThanAHundredth() async throws {
        var popular = Self.restaurant
        popular.rating = 4.7
        popular.ratingsTotal = 600
        let (database, catalog) = try await makeSUT(restaurants: [popular])

        try await execute("INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, 1, 1)", in: database)
        let rated = try await rating(in: catalog)

        XCTAssertEqual(rated.total, 601)
        XCTAssertLessThan(4.7 - (rated.rating ?? 0), 0.01)
        XCTAssertGreaterThan(4.7 - (rated.rating ?? 0), 0)
    }

    func test_nearby_ranksByFoodybiteRatingsInBothPlans() async throws {
        var better = Self.restaurant
        better.sourceKey = "rating-test:other"
        better.placeID = PlaceIdentifier.placeID(forSourceKey: better.sourceKey)
        better.rating = 3.4
        let (database, _) = try await makeSUT(restaurants: [Self.restaurant, better])
        // Twenty five-star reviews lift 3.2 from 40 ratings to 3.8 from 60.
        try await execute("INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, 20, 100)", in: database)

        for threshold in [0, Int.max] {
            let hits = try await SQLiteRestaurantCatalog(database: database, denseBoxThreshold: threshold)
                .nearby(NearbyQuery(center: Self.restaurant.location, radius: 1_000), now: Date())

            XCTAssertEqual(hits.map(\.placeID), [Self.restaurant.placeID, better.placeID], "threshold \(threshold)")
        }
    }

    // MARK: - Helpers

    private static let restaurant = CatalogRestaurant(
        placeID: PlaceIdentifier.placeID(forSourceKey: "rating-test"), sourceKey: "rating-test", source: .demo, name: "Tasca",
        location: DemoCatalog.center, rating: 3.2, ratingsTotal: 40
    )

    private func makeSUT(restaurants: [CatalogRestaurant]) async throws -> (ServerDatabase, SQLiteRestaurantCatalog) {
        let (database, _) = try makeCatalogDatabase()
        try await database.pool.write { db in
            for restaurant in restaurants { try CatalogWriter.upsert(restaurant, in: db) }
        }
        return (database, SQLiteRestaurantCatalog(database: database))
    }

    private func execute(_ sql: String, in database: ServerDatabase) async throws {
        try await database.pool.write { db in try db.execute(sql: sql, arguments: [Self.restaurant.placeID]) }
    }

    private func rating(in catalog: SQLiteRestaurantCatalog) async throws -> (rating: Double?, total: Int) {
        let restaurant = try await catalog.restaurant(placeID: Self.restaurant.placeID)
        return (restaurant?.rating, restaurant?.ratingsTotal ?? -1)
    }
}

import FoodybiteServer
import Foundation
import GRDB
import XCTest

/// A restaurant is rated by its Foodybite reviews (the reviews side keeps `restaurantRating`) when it
/// has any, else by the catalog: whichever way and in whatever order the two tables change.
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

        XCTAssertEqual(added.rating, 4.5)
        XCTAssertEqual(added.total, 2)
        XCTAssertEqual(changed.rating ?? 0, 10.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(changed.total, 3)
        XCTAssertEqual(allWithdrawn.rating, 3.2)
        XCTAssertEqual(allWithdrawn.total, 40)
        XCTAssertEqual(replaced.rating, 5)
        XCTAssertEqual(replaced.total, 1)
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

        XCTAssertEqual(upserted.rating, 4.5)
        XCTAssertEqual(upserted.total, 4)
        XCTAssertEqual(bulkInserted.rating, 4.5)
        XCTAssertEqual(bulkInserted.total, 4)
    }

    func test_nearby_ranksByFoodybiteRatingsInBothPlans() async throws {
        var better = Self.restaurant
        better.sourceKey = "rating-test:other"
        better.placeID = PlaceIdentifier.placeID(forSourceKey: better.sourceKey)
        better.rating = 4.0
        let (database, _) = try await makeSUT(restaurants: [Self.restaurant, better])
        try await execute("INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, 1, 5)", in: database)

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

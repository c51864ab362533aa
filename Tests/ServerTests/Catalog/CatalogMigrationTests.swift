@testable import FoodybiteServer
import Foundation
import GRDB
import TestSupport
import XCTest

/// A catalog written by an earlier version of the server opens, migrates and serves.
final class CatalogMigrationTests: XCTestCase {
    func test_open_migratesACatalogFromBeforeBusinessStatusNotesAndTranslationsAndServesIt() async throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        let placeID = try Self.writeCatalogOfTheFirstVersion(in: directory)

        let server = try await startServer { configuration in
            configuration.dataDirectory = directory
            configuration.catalog.demoRestaurantCount = 0
            configuration.catalog.now = { PlacesFixtures.wednesdayNoonInLisbon }
        }
        let client = ServerClient(baseURL: server.baseURL)
        let details = try await client.get("/maps/api/place/details/json", query: ["place_id": placeID])
        let nearby = try await client.get("/maps/api/place/nearbysearch/json", query: ["location": "38.7223,-9.1393", "radius": "500", "opennow": "true"])

        XCTAssertEqual(details.placesStatus, "OK", details.text)
        let result = try XCTUnwrap(details.json?["result"] as? [String: Any])
        XCTAssertEqual(result["name"] as? String, "Old Tasca")
        XCTAssertEqual(result["business_status"] as? String, "OPERATIONAL")
        XCTAssertEqual((result["opening_hours"] as? [String: Any])?["open_now"] as? Bool, true)
        let reviews = try XCTUnwrap(result["reviews"] as? [[String: Any]])
        XCTAssertEqual(reviews.map { $0["text"] as? String }, ["Still good."])
        XCTAssertNil(reviews.first?["translated"])
        XCTAssertEqual(nearby.names, ["Old Tasca"])
    }

    // MARK: - Helpers

    /// Writes a database migrated only as far as the version before the catalog's place facts, with
    /// one restaurant and one review written as that version wrote them; returns its place id.
    private static func writeCatalogOfTheFirstVersion(in directory: URL) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let placeID = PlaceIdentifier.placeID(forSourceKey: "old:1")
        let pool = try DatabasePool(path: directory.appendingPathComponent("server.sqlite").path)
        try ServerDatabase.migrator.migrate(pool, upTo: "reviews v2: one review per author and restaurant")
        try pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO restaurant (placeId, sourceKey, source, name, latitude, longitude, openingHours, timeZone, rating,
                        ratingsTotal, searchText, effectiveRating, effectiveRatingsTotal)
                    VALUES (?, 'old:1', 'demo', 'Old Tasca', 38.7223, -9.1393, '24/7', 'Europe/Lisbon', 4.2, 10, '["Old Tasca","",""]', 4.2, 10)
                    """,
                arguments: [placeID]
            )
            try db.execute(sql: """
                INSERT INTO restaurantReview (restaurantId, position, authorName, rating, text, time, language)
                VALUES (last_insert_rowid(), 0, 'Ana', 4, 'Still good.', 1700000000, 'en')
                """)
        }
        try pool.close()
        return placeID
    }
}

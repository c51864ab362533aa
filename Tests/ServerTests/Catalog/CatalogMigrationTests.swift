@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
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

    func test_migrate_keepsEveryRestaurantSearchableWhenTheFullTextIndexGainsLongerPrefixes() throws {
        // Given a catalog written before the full-text index had four- and five-letter prefix indexes
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: directory.appendingPathComponent("server.sqlite").path)
        try ServerDatabase.migrator.migrate(pool, upTo: "accounts v3: login failures")
        try pool.write { db in
            for (key, name) in [("old:1", "Tasca do Chico"), ("old:2", "Pizzeria Roma"), ("old:3", "Tascinha Verde")] {
                try Self.insertRestaurant(key: key, name: name, in: db)
            }
        }

        // When it is migrated to the current version
        try ServerDatabase.migrator.migrate(pool)

        // Then every restaurant is found by its words' prefixes, the index has the longer prefixes, and
        // the triggers keep it in step with later writes
        try pool.write { db in
            XCTAssertEqual(try Self.names(matching: "tasc", in: db), ["Tasca do Chico", "Tascinha Verde"])
            XCTAssertEqual(try Self.names(matching: "pizze", in: db), ["Pizzeria Roma"])
            XCTAssertEqual(try Self.names(matching: "ve", in: db), ["Tascinha Verde"])
            let definition = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'restaurantSearch'")
            XCTAssertTrue(definition?.contains("prefix = '1 2 3 4 5'") == true, definition ?? "no restaurantSearch")

            try Self.insertRestaurant(key: "new:1", name: "Tasquinha Nova", in: db)
            try db.execute(sql: "UPDATE restaurant SET name = 'Roma Antica', searchText = '[\"Roma Antica\",\"\",\"\"]' WHERE sourceKey = 'old:2'")
            try db.execute(sql: "DELETE FROM restaurant WHERE sourceKey = 'old:1'")
            XCTAssertEqual(try Self.names(matching: "tasq", in: db), ["Tasquinha Nova"])
            XCTAssertEqual(try Self.names(matching: "pizze", in: db), [])
            XCTAssertEqual(try Self.names(matching: "anti", in: db), ["Roma Antica"])
            XCTAssertEqual(try Self.names(matching: "tasc", in: db), ["Tascinha Verde"])
        }
        try pool.close()
    }

    func test_migrate_keysTheFullTextRowsByPlaceAndTheTriggersKeepThemThere() throws {
        // Given a catalog whose full-text rows were keyed by restaurant id
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: directory.appendingPathComponent("server.sqlite").path)
        try ServerDatabase.migrator.migrate(pool, upTo: "catalog v4: restaurants by latitude strip, with their names")
        try pool.write { db in
            try Self.insertRestaurant(key: "old:1", name: "Tasca do Chico", at: GeoPoint(latitude: 38.7223, longitude: -9.1393), in: db)
            try Self.insertRestaurant(key: "old:2", name: "Pizzeria Roma", at: GeoPoint(latitude: -33.86, longitude: 151.21), in: db)
        }

        // When it is migrated to the current version
        try ServerDatabase.migrator.migrate(pool)

        // Then every row id is its restaurant's place key, also after a restaurant is added or moves, the
        // one-letter prefix index answers, the strip index is gone, and an id that no key can hold is refused
        try pool.write { db in
            try Self.insertRestaurant(key: "new:1", name: "Tasquinha Nova", at: GeoPoint(latitude: 64.14, longitude: -21.94), in: db)
            try db.execute(sql: "UPDATE restaurant SET latitude = 40.4168, longitude = -3.7038 WHERE sourceKey = 'old:2'")
            let keys = try Self.searchRowKeys(in: db)
            XCTAssertEqual(keys.count, 3)
            for key in keys { XCTAssertEqual(key.rowID, key.expected) }
            XCTAssertEqual(try Self.names(matching: "t", in: db), ["Tasca do Chico", "Tasquinha Nova"])
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE name = 'restaurant_by_strip'"), 0)
            XCTAssertThrowsError(try db.execute(sql: """
                INSERT INTO restaurant (id, placeId, sourceKey, source, name, latitude, longitude, timeZone, searchText)
                VALUES (\(SearchRowKey.maximumID + 1), 'p', 'k', 'demo', 'Too Far', 0, 0, 'UTC', '["Too Far","",""]')
                """))
        }
        try pool.close()
    }

    func test_migrate_indexesTheLatinSpellingsOfNamesAndTheWordsForCuisinesOfRestaurantsWrittenBefore() throws {
        // Given a catalog written before, with a name in Cyrillic and a pizzeria by its cuisine
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: directory.appendingPathComponent("server.sqlite").path)
        try ServerDatabase.migrator.migrate(pool, upTo: "catalog v9: restaurant outlines")
        try pool.write { db in
            try Self.insertRestaurant(key: "old:1", name: "Плов", in: db)
            try Self.insertRestaurant(key: "old:2", name: "Forno Antico", in: db)
            try Self.insertRestaurant(key: "old:3", name: "Tasca do Chico", in: db)
            try db.execute(sql: "UPDATE restaurant SET cuisines = 'italian;pizza' WHERE sourceKey = 'old:2'")
            XCTAssertEqual(try Self.names(matching: "plov", in: db), [])
        }

        // When it is migrated to the current version
        try ServerDatabase.migrator.migrate(pool)

        // Then the Cyrillic name is found by its Latin spelling, the pizzeria by a word for its cuisine,
        // and the rest as before
        try pool.read { db in
            XCTAssertEqual(try Self.names(matching: "plov", in: db), ["Плов"])
            XCTAssertEqual(try Self.names(matching: "pizzaria", in: db), ["Forno Antico"])
            XCTAssertEqual(try Self.names(matching: "tasca", in: db), ["Tasca do Chico"])
        }
        try pool.close()
    }

    func test_migrate_indexesTheWordsOfTheGazetteerImportedBefore() async throws {
        // Given a gazetteer imported before its words had an index
        let pool = try makePool(migratedUpTo: "catalog v11: the search index's words")
        let street = Self.street("Rua Augusta", latitude: 38.71)
        try await pool.write { db in _ = try GazetteerWriter.upsert([street], in: db) }

        // When it is migrated to the current version
        try ServerDatabase.migrator.migrate(pool)

        // Then a lookup finds it by its words
        let found = try await SQLiteGazetteer(reader: pool).places(named: "augusta rua", limit: 5)
        XCTAssertEqual(found, [street])
        try pool.close()
    }

    func test_migrate_findsTheGazetteersEntriesByPrefixesOfEveryLengthAfterTheIndexOfLongerPrefixes() async throws {
        // Given a gazetteer imported while its index kept prefixes of up to three letters
        let pool = try makePool(migratedUpTo: "catalog v12: the gazetteer's words")
        let street = Self.street("Rua de São Bartolomeu", latitude: 38.71)
        try await pool.write { db in _ = try GazetteerWriter.upsert([street], in: db) }

        // When it is migrated to the current version
        try ServerDatabase.migrator.migrate(pool)

        // Then every prefix of its words finds it, shorter and longer than the index keeps, and an entry imported after is found too
        let gazetteer = SQLiteGazetteer(reader: pool)
        for text in ["r", "sao bart", "bartolome", "bartolomeu", "rua de sao bartolomeu"] {
            let found = try await gazetteer.places(named: text, limit: 5)
            XCTAssertEqual(found, [street], text)
        }
        let later = Self.street("Travessa do Almada", latitude: 38.711)
        try await pool.write { db in _ = try GazetteerWriter.upsert([later], in: db) }
        let foundLater = try await gazetteer.places(named: "almad", limit: 5)
        XCTAssertEqual(foundLater, [later])
        try pool.close()
    }

    func test_migrate_mergesRatingsThatReviewsHadReplacedAndRanksByTheScoreFromThenOn() throws {
        // Given a catalog from when a restaurant with Foodybite reviews was rated by their mean alone
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: directory.appendingPathComponent("server.sqlite").path)
        try ServerDatabase.migrator.migrate(pool, upTo: "catalog v5: full-text rows keyed by place")
        let popular = PlaceIdentifier.placeID(forSourceKey: "old:popular")
        try pool.write { db in
            try Self.insertRestaurant(key: "old:popular", name: "Popular", in: db)
            try Self.insertRestaurant(key: "old:few", name: "Few", in: db)
            try db.execute(sql: "UPDATE restaurant SET rating = 4.7, ratingsTotal = 600, effectiveRating = 4.7, effectiveRatingsTotal = 600")
            try db.execute(sql: "INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, 1, 1)", arguments: [popular])
        }
        let before = try pool.read { db in try Row.fetchOne(db, sql: "SELECT effectiveRating, effectiveRatingsTotal FROM restaurant WHERE placeId = ?", arguments: [popular]) }

        // When it is migrated to the current version
        try ServerDatabase.migrator.migrate(pool)

        // Then its rating merges the catalog's with the review, and the triggers and the index use the rule
        let after = try pool.read { db in
            try Row.fetchOne(db, sql: "SELECT effectiveRating, effectiveRatingsTotal, ratingScore FROM restaurant WHERE placeId = ?", arguments: [popular])
        }
        XCTAssertEqual(before?[0] as Double?, 1.0, "the old rule: one 1-star review replaced 4.7 from 600")
        XCTAssertEqual(after?[0] as Double?, (4.7 * 600 + 1) / 601)
        XCTAssertEqual(after?[1] as Int?, 601)
        XCTAssertEqual(after?[2] as Double?, RatingRule.score(rating: (4.7 * 600 + 1) / 601, count: 601))
        try pool.write { db in
            try db.execute(sql: "DELETE FROM restaurantRating WHERE restaurantId = ?", arguments: [popular])
            XCTAssertEqual(try Double.fetchOne(db, sql: "SELECT effectiveRating FROM restaurant WHERE placeId = ?", arguments: [popular]), 4.7)
            let plan = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT id FROM restaurant INDEXED BY restaurant_by_prominence ORDER BY ratingScore DESC")
                .map { $0["detail"] as String }
            XCTAssertFalse(plan.joined().contains("TEMP B-TREE"), "the index gives the score's order: \(plan)")
        }
    }

    // MARK: - Helpers

    /// A database in a temporary directory, migrated up to `migration`.
    private func makePool(migratedUpTo migration: String) throws -> DatabasePool {
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: directory.appendingPathComponent("server.sqlite").path)
        try ServerDatabase.migrator.migrate(pool, upTo: migration)
        return pool
    }

    private static func street(_ name: String, latitude: Double) -> GazetteerEntry {
        GazetteerEntry(key: "street:\(name.lowercased())", kind: .street, name: name, location: GeoPoint(latitude: latitude, longitude: -9.137), area: "Lisboa")
    }

    private static func insertRestaurant(key: String, name: String, at point: GeoPoint = GeoPoint(latitude: 38.7223, longitude: -9.1393), in db: Database) throws {
        let searchText = String(decoding: try JSONEncoder().encode([name, "", ""]), as: UTF8.self)
        try db.execute(
            sql: """
                INSERT INTO restaurant (placeId, sourceKey, source, name, latitude, longitude, timeZone, searchText)
                VALUES (?, ?, 'demo', ?, ?, ?, 'Europe/Lisbon', ?)
                """,
            arguments: [PlaceIdentifier.placeID(forSourceKey: key), key, name, point.latitude, point.longitude, searchText]
        )
    }

    /// Each restaurant's row id and what `SearchRowKey` makes of its point and id.
    private static func searchRowKeys(in db: Database) throws -> [(rowID: Int64, expected: Int64)] {
        try Row.fetchAll(db, sql: """
            SELECT s.rowid, r.id, r.latitude, r.longitude
            FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = \(SearchRowKey.restaurantIDExpression("s.rowid"))
            ORDER BY r.id
            """)
            .map { ($0[0], SearchRowKey.key(latitude: $0[2], longitude: $0[3], id: $0[1])) }
    }

    private static func names(matching prefix: String, in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT r.name FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = \(SearchRowKey.restaurantIDExpression("s.rowid"))
            WHERE restaurantSearch MATCH ? ORDER BY r.name
            """, arguments: ["\"\(prefix)\"*"])
    }

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

@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import TestSupport
import XCTest

final class SQLiteCatalogRebuildTests: XCTestCase {
    func test_importRestaurants_leavesTheCatalogBatchesWouldWhenTheImportRebuildsIt() async throws {
        // Given two equal catalogs (demo restaurants, an earlier import with photos, reviews and a rating)
        let inPlace = try await makeCatalog()
        let rebuilt = try await makeCatalog()

        // When the same import, which updates a restaurant and gives another twice, goes into one in place
        // and rebuilds the other
        let inPlaceBatches = importBatches(inPlace)
        let rebuiltBatches = importBatches(rebuilt)
        let inPlaceOutcome = try await makeSUT(inPlace, rebuildMinimum: .max).importRestaurants(from: inPlaceBatches, replacingDemoCatalog: true)
        let rebuiltOutcome = try await makeSUT(rebuilt, rebuildMinimum: 1).importRestaurants(from: rebuiltBatches, replacingDemoCatalog: true)

        // Then only the second was rebuilt, and both hold the same restaurants, photos, reviews and answers
        XCTAssertEqual(inPlaceBatches.sawTheCatalogBeingBuilt, false)
        XCTAssertEqual(rebuiltBatches.sawTheCatalogBeingBuilt, true)
        XCTAssertEqual(rebuiltOutcome, CatalogImportOutcome(inserted: 3, updated: 2, demoRestaurantsRemoved: 10))
        XCTAssertEqual(inPlaceOutcome, rebuiltOutcome)
        let expected = try await snapshot(of: inPlace)
        let actual = try await snapshot(of: rebuilt)
        XCTAssertEqual(actual, expected)
        XCTAssertTrue(actual.contains { $0.hasPrefix("photo place-5 1 photo-5-5b import.png") }, "the photos of a restaurant's last occurrence")
        XCTAssertTrue(actual.contains("image import.png"), "an image only the import's photos use")
        XCTAssertTrue(actual.contains { $0.hasPrefix("restaurant place-6 ") && $0.contains(#"{"kind":"restaurant","takeaway":true}"#) }, "facts travel too")
        XCTAssertTrue(actual.contains { $0.hasPrefix("photo place-1 ") }, "a restaurant the import leaves keeps its photos")
        XCTAssertFalse(actual.contains { $0.hasPrefix("photo place-3 0 photo-3-old") }, "an updated restaurant has the import's photos")
    }

    func test_importRestaurants_rebuildsOnlyWhenTheImportIsAtLeastTheMinimumAndTheCatalogsSize() async throws {
        // Given a catalog of 14 restaurants
        let database = try await makeCatalog()
        let sut = makeSUT(database, rebuildMinimum: 5)

        // When imports expecting 4, 10 and 16 restaurants are stored (the catalog holds 16 by the last)
        let small = batches(database, [[restaurant(20)]], expectedCount: 4)
        let smallerThanTheCatalog = batches(database, [[restaurant(21)]], expectedCount: 10)
        let large = batches(database, [[restaurant(22)]], expectedCount: 16)
        for batches in [small, smallerThanTheCatalog, large] {
            _ = try await sut.importRestaurants(from: batches, replacingDemoCatalog: false)
        }

        // Then only the last rebuilt the catalog
        XCTAssertEqual(small.sawTheCatalogBeingBuilt, false)
        XCTAssertEqual(smallerThanTheCatalog.sawTheCatalogBeingBuilt, false)
        XCTAssertEqual(large.sawTheCatalogBeingBuilt, true)
    }

    func test_importRestaurants_leavesTheSchemaWithWorkingTriggersAndReferencesWhenTheCatalogIsRebuilt() async throws {
        // Given a rebuilt catalog and a fresh database's schema
        let database = try await makeCatalog()
        _ = try await makeSUT(database, rebuildMinimum: 1).importRestaurants(from: importBatches(database), replacingDemoCatalog: true)
        let (fresh, _) = try makeCatalogDatabase()
        let freshSchema = try await schema(of: fresh)

        // When a restaurant is rated, one is moved and one with photos is removed
        try await database.pool.write { db in
            try db.execute(sql: "INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES ('place-6', 2, 3)")
            try db.execute(sql: "UPDATE restaurant SET latitude = 40.0, longitude = -8.0 WHERE placeId = 'place-7'")
            try db.execute(sql: "DELETE FROM restaurant WHERE placeId = 'place-1'")
        }

        // Then the schema has the fresh one's tables, indexes and triggers, and they did their work
        let rebuiltSchema = try await schema(of: database)
        XCTAssertEqual(rebuiltSchema, freshSchema)
        try await database.pool.read { db in
            let catalog = try XCTUnwrap(Row.fetchOne(db, sql: "SELECT rating, ratingsTotal FROM restaurant WHERE placeId = 'place-6'"))
            let merged = RatingRule.merged(catalogRating: catalog["rating"], catalogCount: catalog["ratingsTotal"], reviewStars: 3, reviewCount: 2)
            XCTAssertEqual(try Double.fetchOne(db, sql: "SELECT effectiveRating FROM restaurant WHERE placeId = 'place-6'"), merged.rating)
            XCTAssertEqual(try Double.fetchOne(db, sql: "SELECT ratingScore FROM restaurant WHERE placeId = 'place-6'"), RatingRule.score(rating: merged.rating, count: merged.count))
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurantPhoto"), try Int.fetchOne(db, sql: """
                SELECT count(*) FROM restaurantPhoto JOIN restaurant ON restaurant.id = restaurantPhoto.restaurantId
                """), "photos of a removed restaurant go with it")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurantLocation"), try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurant"))
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurantSearch"), try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurant"))
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), [])
            XCTAssertEqual(try String.fetchAll(db, sql: "PRAGMA integrity_check"), ["ok"])
            XCTAssertEqual(try String.fetchOne(db, sql: "SELECT rtreecheck('restaurantLocation')"), "ok", "the R*Tree built beside the catalog and copied in")
            let searchOptions = try Row.fetchAll(db, sql: "SELECT k, v FROM restaurantSearch_config WHERE k IN ('automerge', 'hashsize') ORDER BY k")
            XCTAssertEqual(searchOptions.map { "\($0["k"] as String)=\($0["v"] as Int)" }, ["automerge=4", "hashsize=1048576"], "FTS5's defaults, not the bulk fill's")
        }
        let moved = try await database.restaurants(near: GeoPoint(latitude: 40.0, longitude: -8.0), radius: 100).map(\.placeID)
        XCTAssertEqual(moved, ["place-7"])
    }

    func test_importRestaurants_changesNothingWhenARebuildsBatchesFail() async throws {
        // Given a catalog and an import that fails after its first batch
        let database = try await makeCatalog()
        let before = try await snapshot(of: database)
        let schemaBefore = try await schema(of: database)
        let sut = makeSUT(database, rebuildMinimum: 1)
        let failing = batches(database, [[restaurant(5)]], expectedCount: 20, failingAtTheEnd: true)

        // When it is stored, then the whole import again
        await assertThrowsAsync { _ = try await sut.importRestaurants(from: failing, replacingDemoCatalog: true) }
        let afterFailure = try await snapshot(of: database)
        let schemaAfterFailure = try await schema(of: database)
        let outcome = try await sut.importRestaurants(from: importBatches(database), replacingDemoCatalog: true)

        // Then the failure left the catalog and its schema as they were, and the import then went through
        XCTAssertEqual(failing.sawTheCatalogBeingBuilt, true)
        XCTAssertEqual(afterFailure, before)
        XCTAssertEqual(schemaAfterFailure, schemaBefore)
        XCTAssertEqual(outcome.inserted, 3)
    }

    func test_importRestaurants_buildsTheRTreeInAScratchFileThatItRemovesEvenWhenAKilledImportLeftOne() async throws {
        // Given the scratch file of a rebuild that was killed while building the R*Tree
        let database = try await makeCatalog()
        let scratch = SQLiteLocationIndexBuild(catalog: database.pool).scratchFile
        try Data("a half-built tree".utf8).write(to: scratch)

        // When the import is rebuilt again
        let outcome = try await makeSUT(database, rebuildMinimum: 1).importRestaurants(from: importBatches(database), replacingDemoCatalog: true)

        // Then it went through, every restaurant is in the R*Tree, and no scratch file is left
        XCTAssertEqual(outcome.inserted, 3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path))
        try await database.pool.read { db in
            let located = try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurant JOIN restaurantLocation USING (id) WHERE minLatitude <= latitude + 1e-5")
            XCTAssertEqual(located, try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurant"))
        }
    }

    func test_importRestaurants_answersTheServersReadsFromTheNewCatalogOnceRebuilt() async throws {
        // Given the server's catalog, which has read from the database before
        let database = try await makeCatalog()
        let catalog = SQLiteRestaurantCatalog(database: database)
        let query = NearbyQuery(center: lisbon, radius: 5_000, ranking: .prominence)
        let before = try await catalog.nearby(query, now: Date()).map(\.placeID)

        // When an import rebuilds the catalog
        _ = try await makeSUT(database, rebuildMinimum: 1).importRestaurants(from: importBatches(database), replacingDemoCatalog: true)

        // Then the same catalog answers from the new one
        let after = try await catalog.nearby(query, now: Date()).map(\.placeID)
        let names = try await catalog.autocomplete(AutocompleteQuery(input: "renam")).map(\.placeID)
        XCTAssertTrue(before.contains("place-3"))
        XCTAssertEqual(Set(after), Set((1...7).map { "place-\($0)" }))
        XCTAssertEqual(names, ["place-3"], "the updated restaurant, by its new name")
    }

    // MARK: - Helpers

    private let lisbon = GeoPoint(latitude: 38.7, longitude: -9.1)

    private func makeSUT(_ database: ServerDatabase, rebuildMinimum: Int) -> SQLiteCatalogImportDestination {
        SQLiteCatalogImportDestination(database: database, pauseBetweenBatches: .zero, rebuildMinimum: rebuildMinimum)
    }

    /// Ten demo restaurants, then four imported ones (photos for the first and third, a review for the
    /// third) and a Foodybite rating for the second: 14 restaurants.
    private func makeCatalog() async throws -> ServerDatabase {
        let (database, _) = try makeCatalogDatabase()
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: CatalogConfiguration(demoRestaurantCount: 10))
        try await database.pool.write { db in
            // The second image is used by no photo until the import's.
            for name in ["photo.png", "import.png"] {
                try CatalogWriter.save(CatalogImage(name: name, contentType: "image/png", width: 1, height: 1, bytes: Data([1])), in: db)
            }
        }
        let earlier = [
            restaurant(1, photos: ["1a", "1b"]), restaurant(2), restaurant(3, photos: ["old"], reviews: ["old review"]), restaurant(4),
        ]
        _ = try await SQLiteCatalogImportDestination(database: database, pauseBetweenBatches: .zero)
            .importRestaurants(from: CatalogBatchIterator([earlier]), replacingDemoCatalog: false)
        try await database.pool.write { db in
            try db.execute(sql: "INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES ('place-2', 2, 9)")
        }
        return database
    }

    /// Updates the third restaurant (a new name, place and photo), adds the fifth twice (the second
    /// time with other photos, one of an image no photo used before, and a review), the sixth and the
    /// seventh (with a review).
    private func importBatches(_ database: ServerDatabase) -> BuildObservingBatches {
        batches(database, [
            [restaurant(3, name: "Renamed Tasca", location: GeoPoint(latitude: 38.71, longitude: -9.12), photos: ["new"]), restaurant(5, photos: ["5a"]), restaurant(6)],
            [restaurant(5, photos: ["5a", "5b"], image: "import.png", reviews: ["fifth"]), restaurant(7, reviews: ["seventh"])],
        ], expectedCount: 20)
    }

    private func batches(
        _ database: ServerDatabase, _ batches: [[CatalogRestaurant]], expectedCount: Int, failingAtTheEnd: Bool = false
    ) -> BuildObservingBatches {
        BuildObservingBatches(database: database, batches: batches, expectedCount: expectedCount, failingAtTheEnd: failingAtTheEnd)
    }

    private func restaurant(
        _ number: Int, name: String? = nil, location: GeoPoint? = nil, photos: [String] = [], image: String = "photo.png", reviews: [String] = []
    ) -> CatalogRestaurant {
        CatalogRestaurant(
            placeID: "place-\(number)", sourceKey: "test:\(number)", source: .openStreetMap, name: name ?? "Restaurant \(number)",
            location: location ?? GeoPoint(latitude: 38.7 + Double(number) / 1_000, longitude: -9.1), timeZone: "Europe/Lisbon",
            rating: 3 + Double(number % 3) / 2, ratingsTotal: number * 10,
            photos: photos.map { CatalogPhoto(reference: "photo-\(number)-\($0)", imageName: image, width: 1, height: 1) },
            reviews: reviews.map { CatalogReview(authorName: "Author", rating: 4, text: $0, time: Date(timeIntervalSince1970: 1_700_000_000)) },
            facts: CatalogPlaceFacts(kind: "restaurant", takeaway: number.isMultiple(of: 2))
        )
    }

    /// What the catalog holds and answers, a line each, free of its internal ids.
    private func snapshot(of database: ServerDatabase) async throws -> [String] {
        let lines = try await database.pool.read { db -> [String] in
            func lines(_ label: String, _ sql: String) throws -> [String] {
                try Row.fetchAll(db, sql: sql).map { row in
                    ([label] + row.databaseValues.map { String.fromDatabaseValue($0) ?? $0.description }).joined(separator: " ")
                }
            }
            return try lines("restaurant", """
                SELECT placeId, \(CatalogBulkInsert.restaurantColumns), effectiveRating, effectiveRatingsTotal FROM restaurant ORDER BY placeId
                """)
                + lines("photo", """
                    SELECT r.placeId, p.position, p.reference, p.imageName FROM restaurantPhoto AS p LEFT JOIN restaurant AS r ON r.id = p.restaurantId
                    ORDER BY 1, 2
                    """)
                + lines("review", """
                    SELECT r.placeId, v.position, v.text FROM restaurantReview AS v LEFT JOIN restaurant AS r ON r.id = v.restaurantId ORDER BY 1, 2
                    """)
                + lines("image", "SELECT name FROM catalogImage ORDER BY name")
                + lines("state", "SELECT key, value FROM catalogState ORDER BY key")
        }
        let catalog = SQLiteRestaurantCatalog(database: database)
        var answers: [String] = []
        for ranking in [NearbyQuery.Ranking.prominence, .distance] {
            let hits = try await catalog.nearby(NearbyQuery(center: lisbon, radius: 50_000, ranking: ranking), now: Date())
            answers.append("nearby \(ranking) \(hits.map(\.placeID))")
        }
        for input in ["rest", "renamed", "r"] {
            answers.append("autocomplete \(input) \(try await catalog.autocomplete(AutocompleteQuery(input: input, location: lisbon)).map(\.placeID))")
        }
        return lines + answers
    }

    /// The schema's tables, indexes and triggers by name, with the table each belongs to.
    private func schema(of database: ServerDatabase) async throws -> [String] {
        try await database.pool.read { db in
            try Row.fetchAll(db, sql: "SELECT type, name, tbl_name FROM sqlite_master ORDER BY name").map { "\($0["type"] as String) \($0["name"] as String) on \($0["tbl_name"] as String)" }
        }
    }
}

/// Hands over its batches and notes, each time it is asked for one, whether a new catalog is being built
/// beside the one in use.
private final class BuildObservingBatches: CatalogImportBatches, @unchecked Sendable {
    private let database: ServerDatabase
    private let lock = NSLock()
    private var remaining: [[CatalogRestaurant]]
    private let failingAtTheEnd: Bool
    private var sawBuilding: [Bool] = []
    let expectedCount: Int?

    init(database: ServerDatabase, batches: [[CatalogRestaurant]], expectedCount: Int, failingAtTheEnd: Bool) {
        self.database = database
        remaining = batches
        self.expectedCount = expectedCount
        self.failingAtTheEnd = failingAtTheEnd
    }

    /// Nil until asked for a batch.
    var sawTheCatalogBeingBuilt: Bool? { lock.withLock { sawBuilding.isEmpty ? nil : sawBuilding.contains(true) } }

    func next() async throws -> [CatalogRestaurant]? {
        let building = try await database.pool.read { db in try db.tableExists(CatalogTable.restaurant.next) }
        let batch: [CatalogRestaurant]? = lock.withLock {
            sawBuilding.append(building)
            return remaining.isEmpty ? nil : remaining.removeFirst()
        }
        if batch == nil, failingAtTheEnd { throw CocoaError(.fileReadCorruptFile) }
        return batch
    }
}

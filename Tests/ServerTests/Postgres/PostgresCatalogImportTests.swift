@testable import CatalogDomain
@testable import CatalogImport
@testable import CatalogSQLite
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import PostgresNIO
@testable import ServerPostgres
import XCTest

final class PostgresCatalogImportTests: XCTestCase {
    func test_importRestaurants_updatesInsteadOfDuplicatingWhenTheSameRestaurantsComeAgain() async throws {
        let (sut, database) = try await makeSUT()
        let restaurants = (0..<50).map { restaurant(index: $0, name: "Restaurant \($0)") }

        let first = try await sut.importRestaurants(restaurants, replacingDemoCatalog: true)
        let second = try await sut.importRestaurants(restaurants, replacingDemoCatalog: true)

        XCTAssertEqual(first, CatalogImportOutcome(inserted: 50, updated: 0))
        XCTAssertEqual(second, CatalogImportOutcome(inserted: 0, updated: 50))
        let count = try await PostgresTestQueries.count("restaurant", in: database)
        let photos = try await PostgresTestQueries.count("restaurant_photo", in: database)
        XCTAssertEqual(count, 50)
        XCTAssertEqual(photos, 50, "photos replaced, not added")
    }

    func test_importRestaurants_replacesTheDemoCatalogOnceEverythingIsIn() async throws {
        let (sut, database) = try await makeSUT()
        try await sut.seedDemoIfNeeded(configuration: CatalogConfiguration(demoRestaurantCount: 40))

        let outcome = try await sut.importRestaurants([restaurant(index: 1, name: "Real")], replacingDemoCatalog: true)

        XCTAssertEqual(outcome, CatalogImportOutcome(inserted: 1, updated: 0, demoRestaurantsRemoved: 40))
        let count = try await PostgresTestQueries.count("restaurant", in: database)
        XCTAssertEqual(count, 1)
        let again = try await sut.seedDemoIfNeeded(configuration: CatalogConfiguration(demoRestaurantCount: 40))
        XCTAssertEqual(again, .alreadySeeded, "the demo catalog is not seeded again")
        let demoPlaceNames = try await PostgresGazetteer(database: database).places(named: "Alfama", limit: 5)
        XCTAssertEqual(demoPlaceNames, [], "nor are its place names kept or added back")
    }

    func test_seedDemoIfNeeded_givesTheDemosFactsToACatalogSeededWithoutThem() async throws {
        let (sut, database) = try await makeSUT()
        try await sut.seedDemoIfNeeded(configuration: CatalogConfiguration(demoRestaurantCount: 200))
        let catalog = PostgresRestaurantCatalog(database: database)
        let vegan = NearbyQuery(center: DemoCatalog.center, radius: 50_000, requirements: PlaceRequirements(diets: [.vegan]))
        let expected = try await catalog.nearby(vegan, now: Date())
        try await database.withConnection { connection in
            try await connection.run("UPDATE restaurant SET facts = NULL", logger: PostgresTestSchema.logger)
            try await connection.run("DELETE FROM catalog_state WHERE key = \(DemoCatalogSeeder.placeFactsStateKey)", logger: PostgresTestSchema.logger)
        }
        let emptied = try await catalog.nearby(vegan, now: Date())

        _ = try await sut.seedDemoIfNeeded(configuration: CatalogConfiguration(demoRestaurantCount: 200))

        let restored = try await catalog.nearby(vegan, now: Date())
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(emptied, [])
        XCTAssertEqual(restored, expected)
    }

    func test_seedDemoIfNeeded_addsThePlaceNamesToADemoCatalogSeededWithoutThem() async throws {
        let (sut, database) = try await makeSUT()
        try await sut.seedDemoIfNeeded(configuration: CatalogConfiguration(demoRestaurantCount: 40))
        try await database.withConnection { connection in
            try await connection.run("DELETE FROM place_name", logger: PostgresTestSchema.logger)
        }

        let again = try await sut.seedDemoIfNeeded(configuration: CatalogConfiguration(demoRestaurantCount: 40))

        XCTAssertEqual(again, .alreadySeeded)
        let alfama = try await PostgresGazetteer(database: database).places(named: "Alfama", limit: 5)
        XCTAssertEqual(alfama.map(\.name), ["Alfama"])
    }

    func test_import_killedBeforeItCommitsLeavesThePreviousCatalogServing() async throws {
        // Given a catalog serving through one instance
        let schema = try await PostgresTestSchema.make(for: self)
        let database = try await schema.openDatabase(on: self)
        let catalog = PostgresRestaurantCatalog(database: database)
        let previous = restaurant(index: 1, name: "Previous name")
        _ = try await PostgresCatalogStore(database: database).importRestaurants([previous], replacingDemoCatalog: true)

        // When an import on its own connection has written everything but is killed before it commits
        let importer = try await schema.connect(on: self)
        try await importer.run("BEGIN", logger: PostgresTestSchema.logger)
        _ = try await PostgresCatalogWriter.upsert(
            [restaurant(index: 1, name: "Renamed"), restaurant(index: 2, name: "New")], on: importer, logger: PostgresTestSchema.logger
        )
        let duringImport = try await catalog.restaurants(placeIDs: [previous.placeID, "place-2"], includingReviews: false)
        try await importer.close()

        // Then the catalog served and serves what it held before
        let afterKill = try await catalog.restaurants(placeIDs: [previous.placeID, "place-2"], includingReviews: false)
        XCTAssertEqual(duringImport.map(\.name), ["Previous name"])
        XCTAssertEqual(afterKill.map(\.name), ["Previous name"])
    }

    func test_importRestaurants_failingHalfwayChangesNothing() async throws {
        let (sut, database) = try await makeSUT()
        _ = try await sut.importRestaurants([restaurant(index: 1, name: "Previous")], replacingDemoCatalog: true)
        var clash = restaurant(index: 3, name: "Clash")
        clash.placeID = "place-1" // another source's place id: the unique place id refuses it

        do {
            _ = try await sut.importRestaurants([restaurant(index: 2, name: "New"), clash], replacingDemoCatalog: true)
            XCTFail("Expected the import to fail")
        } catch {}

        let count = try await PostgresTestQueries.count("restaurant", in: database)
        XCTAssertEqual(count, 1)
    }

    func test_seedDemoIfNeeded_seedsOnceWhenInstancesStartTogether() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        var stores: [PostgresCatalogStore] = []
        for _ in 0..<3 {
            stores.append(PostgresCatalogStore(database: try await schema.openDatabase(on: self)))
        }

        let outcomes = try await withThrowingTaskGroup(of: DemoCatalogSeeder.Outcome.self) { group in
            for store in stores {
                group.addTask { try await store.seedDemoIfNeeded(configuration: CatalogConfiguration(demoRestaurantCount: 30)) }
            }
            return try await group.reduce(into: [DemoCatalogSeeder.Outcome]()) { $0.append($1) }
        }

        XCTAssertEqual(outcomes.filter { $0 == .seeded(count: 30) }.count, 1, "\(outcomes)")
        let count = try await PostgresTestQueries.count("restaurant", in: schema.openDatabase(on: self))
        XCTAssertEqual(count, 30)
    }

    func test_osmImporter_importsTheSameFileIntoPostgreSQLAsIntoSQLite() async throws {
        let (sut, database) = try await makeSUT()
        let geoJSON = Data("""
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "id": "node/1", "geometry": {"type": "Point", "coordinates": [12.5683, 55.6761]},
               "properties": {"name": "Høst", "amenity": "restaurant", "cuisine": "nordic", "opening_hours": "Mo-Su 17:30-24:00"}},
              {"type": "Feature", "id": "node/2", "geometry": {"type": "Point", "coordinates": [12.57, 55.68]},
               "properties": {"amenity": "restaurant"}}
            ]}
            """.utf8)
        let importer = OSMImporter(destination: sut, options: OSMImporter.Options(timeZone: "Europe/Copenhagen"))

        let first = try await importer.importData(geoJSON)
        let second = try await importer.importData(geoJSON)

        XCTAssertEqual(first.inserted, 1)
        XCTAssertEqual(first.skippedTotal, 1)
        XCTAssertEqual(second.updated, 1)
        let hits = try await PostgresRestaurantCatalog(database: database).autocomplete(AutocompleteQuery(input: "host"))
        XCTAssertEqual(hits.map(\.name), ["Høst"])
    }

    func test_addLatinSpellingsIfMissing_makesNamesInOtherScriptsOfAnOlderCatalogFoundByTheirLatinSpellingsOnce() async throws {
        let (sut, database) = try await makeSUT()
        _ = try await sut.importRestaurants(
            [restaurant(index: 1, name: "Плов Центр"), restaurant(index: 2, name: "Ταβέρνα Νίκος"), restaurant(index: 3, name: "Navat")], replacingDemoCatalog: true
        )
        try await database.withConnection { connection in
            // As an older writer left it: the names' own words only.
            try await connection.run(
                "DELETE FROM restaurant_word WHERE word IN ('plov', 'centr', 'tsentr', 'taberna', 'taverna', 'nikos')", logger: PostgresTestSchema.logger
            )
        }
        let catalog = PostgresRestaurantCatalog(database: database)
        func found(_ keyword: String) async throws -> [String] {
            let hits = try await catalog.nearby(NearbyQuery(center: GeoPoint(latitude: 55, longitude: 12), radius: 5_000, keyword: keyword), now: Date())
            return hits.map(\.placeID)
        }
        let before = try await found("plov")

        try await sut.addLatinSpellingsIfMissing()
        try await sut.addLatinSpellingsIfMissing()

        XCTAssertEqual(before, [])
        let plov = try await found("plov")
        XCTAssertEqual(plov, ["place-1"])
        let nikos = try await found("nikos")
        XCTAssertEqual(nikos, ["place-2"])
        let navat = try await found("navat")
        XCTAssertEqual(navat, ["place-3"], "a Latin name keeps its words")
        let words = try await PostgresTestQueries.count("restaurant_word", in: database)
        try await sut.addLatinSpellingsIfMissing()
        let wordsAfterAnotherStart = try await PostgresTestQueries.count("restaurant_word", in: database)
        XCTAssertEqual(wordsAfterAnotherStart, words)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> (PostgresCatalogStore, PostgresServerDatabase) {
        let schema = try await PostgresTestSchema.make(for: self, file: file, line: line)
        let database = try await schema.openDatabase(on: self)
        return (PostgresCatalogStore(database: database), database)
    }

    private func restaurant(index: Int, name: String) -> CatalogRestaurant {
        CatalogRestaurant(
            placeID: "place-\(index)", sourceKey: "test:\(index)", source: .openStreetMap, name: name,
            location: GeoPoint(latitude: 55 + Double(index) / 1_000, longitude: 12),
            photos: [CatalogPhoto(reference: "photo-\(index)", imageName: "image-\(index)", width: 10, height: 10)]
        )
    }
}

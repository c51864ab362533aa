@testable import CatalogDomain
@testable import CatalogSQLite
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import XCTest

/// The demo's restaurants say what they offer (`DemoPlaceFacts`), also in a demo catalog seeded before
/// they did, so that `--diet` and the other filters answer on every demo.
final class DemoCatalogSeederFactsTests: XCTestCase {
    func test_seedIfNeeded_givesTheDemosFactsToACatalogSeededWithoutThemAndKeepsWhatWasWrittenSince() async throws {
        // Given a demo catalog seeded before the facts: none stored, no state saying they were given
        let (database, _) = try makeCatalogDatabase()
        let configuration = CatalogConfiguration(demoRestaurantCount: 200)
        _ = try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration)
        let expected = try await Self.factsByPlace(in: database)
        let edited = try XCTUnwrap(expected.keys.sorted().first)
        try await database.pool.write { db in
            try db.execute(sql: "UPDATE restaurant SET facts = NULL")
            try db.execute(sql: "UPDATE restaurant SET facts = '{\"takeaway\":false}' WHERE placeId = ?", arguments: [edited])
            try db.execute(sql: "DELETE FROM catalogState WHERE key = ?", arguments: [DemoCatalogSeeder.placeFactsStateKey])
        }

        // When the server starts again
        let again = try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration)

        // Then every demo restaurant says what the demo gives it, but the one edited since keeps its own
        let restored = try await Self.factsByPlace(in: database)
        XCTAssertEqual(again, .alreadySeeded)
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(restored.filter { $0.key != edited }, expected.filter { $0.key != edited })
        XCTAssertEqual(restored[edited], "{\"takeaway\":false}")
        let vegan = try await SQLiteRestaurantCatalog(database: database).nearby(
            NearbyQuery(center: DemoCatalog.center, radius: 50_000, requirements: PlaceRequirements(diets: [.vegan])), now: Date()
        )
        XCTAssertFalse(vegan.isEmpty, "the demo answers --diet vegan")
    }

    private static func factsByPlace(in database: ServerDatabase) async throws -> [String: String] {
        try await database.pool.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT placeId, facts FROM restaurant WHERE facts IS NOT NULL").map { ($0[0] as String, $0[1] as String) })
        }
    }
}

import CatalogDomain
import DemoCatalog
import Foundation
import GRDB
import ServerStorage
import Synchronization

/// Fills an empty catalog with the demo restaurants on first start, once: never again on later starts
/// (even if the restaurants were deleted since), and never over data already there (e.g. an import).
/// Their place names (`DemoGazetteer`) and what they say of themselves (diets, wheelchair access …)
/// come with them, and are added to a demo catalog seeded before either was.
public enum DemoCatalogSeeder {
    package static let stateKey = "demoCatalog"
    package static let replacedByImportState = "replaced by an OpenStreetMap import"
    /// How the keys of the demo's place names (`DemoGazetteer`) start.
    package static let placeNameKeyPrefix = "demo:"
    /// Set once the demo's restaurants carry their place facts.
    package static let placeFactsStateKey = "demoCatalog place facts"
    package static let placeFactsState = "given"

    public enum Outcome: Sendable, Equatable {
        case seeded(count: Int)
        case alreadySeeded
        case catalogHasData
        case disabled
    }

    @discardableResult
    public static func seedIfNeeded(_ database: ServerDatabase, configuration: CatalogConfiguration) async throws -> Outcome {
        guard configuration.demoRestaurantCount > 0 else { return .disabled }
        let generator = DemoCatalogGenerator(configuration: configuration)
        // Cheap check first, so later starts do not even generate.
        let needed = try await database.pool.read { db in
            try CatalogWriter.state(stateKey, in: db) == nil && CatalogWriter.restaurantCount(in: db) == 0
        }
        guard needed else {
            let state = try await database.pool.read { db in try CatalogWriter.state(stateKey, in: db) }
            guard let state else { return .catalogHasData }
            if state.hasPrefix("seed ") {
                try await addGazetteerIfMissing(database, generator: generator)
                try await addPlaceFactsIfMissing(database, generator: generator)
            }
            return .alreadySeeded
        }
        let (bulk, gazetteer) = prepared(for: generator)
        let images = generator.images
        return try await database.pool.write { db in
            // Decided again inside the transaction: another server on the same database may have won.
            if try CatalogWriter.state(stateKey, in: db) != nil { return .alreadySeeded }
            if try CatalogWriter.restaurantCount(in: db) > 0 { return .catalogHasData }
            for image in images {
                try CatalogWriter.save(image, in: db)
            }
            try CatalogWriter.insert(bulk, in: db)
            _ = try GazetteerWriter.upsert(gazetteer, in: db)
            try CatalogWriter.setState(placeFactsStateKey, to: placeFactsState, in: db)
            try CatalogWriter.setState(
                stateKey,
                to: "seed \(generator.seed), \(bulk.count) restaurants around \(generator.center.latitude),\(generator.center.longitude)",
                in: db
            )
            return .seeded(count: bulk.count)
        }
    }

    private static func addGazetteerIfMissing(_ database: ServerDatabase, generator: DemoCatalogGenerator) async throws {
        let hasDemoNames = try await database.pool.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM placeName WHERE key LIKE '\(placeNameKeyPrefix)%')") ?? false
        }
        guard !hasDemoNames else { return }
        let gazetteer = prepared(for: generator).gazetteer
        try await database.pool.write { db in _ = try GazetteerWriter.upsert(gazetteer, in: db) }
    }

    /// The demo restaurants' facts, for a demo catalog seeded before they had them: only where a row has
    /// none, so that nothing written since is overwritten.
    private static func addPlaceFactsIfMissing(_ database: ServerDatabase, generator: DemoCatalogGenerator) async throws {
        let given = try await database.pool.read { db in try CatalogWriter.state(placeFactsStateKey, in: db) != nil }
        guard !given else { return }
        let facts = generator.restaurants().compactMap { restaurant in restaurant.facts.storageText.map { (restaurant.placeID, $0) } }
        try await database.pool.write { db in
            let update = try db.makeStatement(sql: "UPDATE restaurant SET facts = ? WHERE placeId = ? AND source = ? AND facts IS NULL")
            for (placeID, text) in facts {
                try update.execute(arguments: [text, placeID, CatalogSource.demo.rawValue])
            }
            try CatalogWriter.setState(placeFactsStateKey, to: placeFactsState, in: db)
        }
    }

    /// The last demo catalog prepared in this process, kept so that servers started again and again
    /// (tests, the app's embedded mode) do not generate it each time.
    private static let lastPrepared = Mutex<(generator: DemoCatalogGenerator, bulk: CatalogBulkInsert, gazetteer: [GazetteerEntry])?>(nil)

    private static func prepared(for generator: DemoCatalogGenerator) -> (bulk: CatalogBulkInsert, gazetteer: [GazetteerEntry]) {
        if let cached = lastPrepared.withLock({ $0 }), cached.generator == generator { return (cached.bulk, cached.gazetteer) }
        let restaurants = generator.restaurants()
        let bulk = CatalogBulkInsert(restaurants), gazetteer = DemoGazetteer.entries(for: restaurants, generator: generator)
        lastPrepared.withLock { $0 = (generator, bulk, gazetteer) }
        return (bulk, gazetteer)
    }
}

import Foundation
import GRDB

/// Stores an import in the SQLite catalog in transactions of `batchSize` restaurants, so a server on the
/// same database is never kept from writing for long. An import that fails or is stopped keeps what it
/// had written (a new run updates it) and the demo catalog, which goes in a last transaction.
public struct SQLiteCatalogImportDestination: CatalogImportDestination {
    let database: ServerDatabase
    let batchSize: Int
    let pauseBetweenBatches: Duration

    public init(database: ServerDatabase, batchSize: Int = 2_000, pauseBetweenBatches: Duration = .milliseconds(100)) {
        self.database = database
        self.batchSize = max(1, batchSize)
        self.pauseBetweenBatches = pauseBetweenBatches
    }

    public func importRestaurants(_ restaurants: [CatalogRestaurant], replacingDemoCatalog: Bool) async throws -> CatalogImportOutcome {
        var outcome = CatalogImportOutcome()
        for (index, batch) in restaurants.chunked(into: batchSize).enumerated() {
            if index > 0, pauseBetweenBatches > .zero {
                try await Task.sleep(for: pauseBetweenBatches)
            }
            let (inserted, updated) = try await database.pool.write { db -> (Int, Int) in
                var inserted = 0, updated = 0
                for restaurant in batch {
                    switch try CatalogWriter.upsert(restaurant, in: db) {
                    case .inserted: inserted += 1
                    case .updated: updated += 1
                    }
                }
                return (inserted, updated)
            }
            outcome.inserted += inserted
            outcome.updated += updated
        }
        // Last, and only once everything is in: an import that fails or is stopped before this point
        // leaves the catalog it found (plus what it had written, which a new run updates).
        if replacingDemoCatalog, !restaurants.isEmpty {
            outcome.demoRestaurantsRemoved = try await database.pool.write { db -> Int in
                let removed = try CatalogWriter.deleteRestaurants(from: .demo, in: db)
                if try CatalogWriter.state(DemoCatalogSeeder.stateKey, in: db) == nil {
                    try CatalogWriter.setState(DemoCatalogSeeder.stateKey, to: DemoCatalogSeeder.replacedByImportState, in: db)
                }
                return removed
            }
        }
        return outcome
    }
}

import CatalogDomain
import Foundation
import GRDB
import ServerStorage

/// Stores an import in the SQLite catalog in transactions of `batchSize` restaurants, so a server on the
/// same database is never kept from writing for long. An import that fails or is stopped keeps what it
/// had written (a new run updates it) and the demo catalog, which goes in a last transaction. Restaurants
/// new to the catalog go in with one bulk insert per batch, known ones are updated one by one.
///
/// An import of at least `rebuildMinimum` restaurants, and of at least as many as the catalog holds,
/// builds the catalog anew beside the one in use instead (`SQLiteCatalogRebuild`): its indexes are
/// built once each rather than row by row, and an import that fails changes nothing.
public struct SQLiteCatalogImportDestination: CatalogImportDestination {
    package let database: ServerDatabase
    package let batchSize: Int
    package let pauseBetweenBatches: Duration
    package let rebuildMinimum: Int

    public init(
        database: ServerDatabase, batchSize: Int = 10_000, pauseBetweenBatches: Duration = .milliseconds(100), rebuildMinimum: Int = 50_000
    ) {
        self.database = database
        self.batchSize = max(1, batchSize)
        self.pauseBetweenBatches = pauseBetweenBatches
        self.rebuildMinimum = rebuildMinimum
    }

    public func importRestaurants(from batches: any CatalogImportBatches, replacingDemoCatalog: Bool) async throws -> CatalogImportOutcome {
        let previous = try await database.pool.writeWithoutTransaction { db in
            let previous = try SQLiteBulkWriteSettings.current(in: db)
            try SQLiteBulkWriteSettings.bulkWrite.apply(in: db)
            return previous
        }
        do {
            let rebuilds = try await database.pool.read { [rebuildMinimum] db in
                try SQLiteCatalogRebuild.suits(expectedCount: batches.expectedCount ?? 0, minimum: rebuildMinimum, in: db)
            }
            let outcome = rebuilds
                ? try await SQLiteCatalogRebuild(database: database, replacingDemoCatalog: replacingDemoCatalog, pauseBetweenSteps: pauseBetweenBatches)
                    .run(batches)
                : try await write(batches, replacingDemoCatalog: replacingDemoCatalog)
            try await database.pool.writeWithoutTransaction { db in try previous.apply(in: db) }
            return outcome
        } catch {
            try? await database.pool.writeWithoutTransaction { db in try previous.apply(in: db) }
            throw error
        }
    }

    public func importGazetteer(_ entries: [GazetteerEntry]) async throws -> Int {
        try await database.pool.write { db in try GazetteerWriter.upsert(entries, in: db) }
    }

    /// In transactions of `batchSize` outlines, as restaurants are written.
    public func importOutlines(_ outlines: [CatalogOutline]) async throws {
        for batch in outlines.chunked(into: batchSize) {
            try await database.pool.write { db in try OutlineStore.upsert(Array(batch), in: db) }
        }
    }

    private func write(_ batches: any CatalogImportBatches, replacingDemoCatalog: Bool) async throws -> CatalogImportOutcome {
        var outcome = CatalogImportOutcome()
        var transactions = 0
        while let restaurants = try await batches.next() {
            for batch in restaurants.chunked(into: batchSize) {
                if transactions > 0, pauseBetweenBatches > .zero {
                    try await Task.sleep(for: pauseBetweenBatches)
                }
                let (inserted, updated) = try await write(batch)
                outcome.inserted += inserted
                outcome.updated += updated
                transactions += 1
            }
        }
        // Last, and only once everything is in: an import that fails or is stopped before this point
        // leaves the catalog it found (plus what it had written, which a new run updates).
        if replacingDemoCatalog, transactions > 0 {
            outcome.demoRestaurantsRemoved = try await database.pool.write { db -> Int in
                let removed = try CatalogWriter.deleteRestaurants(from: .demo, in: db)
                try CatalogWriter.noteDemoCatalogReplacedByImport(in: db)
                return removed
            }
        }
        if transactions > 0 {
            try await CatalogSearchIndexCompaction.run(on: database.pool)
        }
        return outcome
    }

    private func write(_ batch: ArraySlice<CatalogRestaurant>) async throws -> (inserted: Int, updated: Int) {
        try await database.pool.write { db in try CatalogWriter.upsert(batch, in: db) }
    }
}

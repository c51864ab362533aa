import ArgumentParser
import CatalogSQLite
import FoodybiteServer
import Foundation
import GRDB
import ServerStorage
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The catalog the benchmark measures: the one kept in `--keep-catalog`, or one it generates.
extension BenchmarkCommand {
    /// The kept catalog's names and place ids in the order they were generated, when the folder holds
    /// the catalog these options describe; nil when it holds none (or no folder was given).
    func keptCatalog(in database: ServerDatabase) async throws -> (names: [String], restaurantIDs: [String])? {
        guard let keptCatalogFolder else { return nil }
        return try await database.pool.read { db in
            let kept = try CatalogWriter.state(Self.keptCatalogKey, in: db)
            guard try kept != nil || CatalogWriter.restaurantCount(in: db) > 0 else { return nil }
            guard kept == catalogDescription else {
                throw ValidationError("\(keptCatalogFolder) holds another catalog (\(kept ?? "not one the benchmark generated")); give the options it was generated with, or an empty folder.")
            }
            let rows = try Row.fetchAll(db, sql: "SELECT name, placeId FROM restaurant ORDER BY id")
            return (rows.map { $0[0] }, rows.map { $0[1] })
        }
    }

    /// The seeding path: one transaction, rows expanded by SQLite (json_each), both indexes by triggers;
    /// the catalog is generated and inserted a batch at a time, so a million restaurants fit in memory.
    func generate(_ catalogBatches: GeneratedCatalogBatches, into database: ServerDatabase) async throws -> (names: [String], restaurantIDs: [String]) {
        let clock = ContinuousClock()
        let images = catalogBatches.generators.first?.images ?? []
        let bulkStart = clock.now
        let (generation, names, restaurantIDs) = try await database.pool.write { db in
            for image in images { try CatalogWriter.save(image, in: db) }
            var generation = Duration.zero
            var names: [String] = []
            var restaurantIDs: [String] = []
            var batches = catalogBatches.makeIterator()
            while true {
                let generationStart = clock.now
                guard let batch = batches.next() else { break }
                let bulk = CatalogBulkInsert(batch)
                generation += clock.now - generationStart
                names += batch.map(\.name)
                restaurantIDs += batch.map(\.placeID)
                try CatalogWriter.insert(bulk, in: db)
            }
            try CatalogWriter.setState(Self.keptCatalogKey, to: catalogDescription, in: db)
            return (generation, names, restaurantIDs)
        }
        let compactionStart = clock.now
        try await CatalogSearchIndexCompaction.run(on: database.pool)
        let compaction = clock.now - compactionStart
        print(String(format: "generate %d restaurants:                %9.0f ms", restaurants, generation.milliseconds))
        print(String(format: "bulk insert (seeding path, R*Tree+FTS5):  %9.0f ms", (compactionStart - bulkStart - generation).milliseconds))
        print(String(format: "full-text segments merged:                %9.0f ms", compaction.milliseconds))
        return (names, restaurantIDs)
    }
}

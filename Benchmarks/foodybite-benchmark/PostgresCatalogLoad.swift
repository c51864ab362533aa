import CatalogDomain
import FoodybiteServer
import Foundation
import ServerPostgres

/// The generated catalog written into PostgreSQL through the import path (COPY into a staging table,
/// merged in one transaction, a batch at a time), as `foodybite-server import --database-url` writes it.
/// The generated restaurants are demo ones, so the import keeps the demo catalog instead of replacing it.
enum PostgresCatalogLoad {
    static func load(_ batches: GeneratedCatalogBatches, into database: PostgresServerDatabase) async throws -> (outcome: CatalogImportOutcome, duration: Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try await PostgresCatalogStore(database: database)
            .importRestaurants(from: CatalogBatchIterator(batches), replacingDemoCatalog: false)
        return (outcome, clock.now - start)
    }
}

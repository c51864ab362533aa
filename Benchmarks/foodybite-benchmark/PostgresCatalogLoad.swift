import FoodybiteServer
import Foundation

/// The generated catalog written into PostgreSQL through the import path (COPY into a staging table,
/// merged in one transaction), as `foodybite-server import --database-url` writes it. The generated
/// restaurants are demo ones, so the import keeps the demo catalog instead of replacing it.
enum PostgresCatalogLoad {
    static func load(_ restaurants: [CatalogRestaurant], into database: PostgresServerDatabase) async throws -> (outcome: CatalogImportOutcome, duration: Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try await PostgresCatalogStore(database: database).importRestaurants(restaurants, replacingDemoCatalog: false)
        return (outcome, clock.now - start)
    }
}

@testable import Accounts
@testable import CatalogSQLite
@testable import Reviews
@testable import ServerStorage

extension CatalogChangeSpecs.Store {
    /// The SQLite catalog, accounts and reviews of one database.
    static func sqlite(_ database: ServerDatabase) -> CatalogChangeSpecs.Store {
        CatalogChangeSpecs.Store(
            destination: SQLiteCatalogImportDestination(database: database),
            catalog: SQLiteRestaurantCatalog(database: database),
            users: SQLiteUserRepository(database: database.pool),
            reviews: SQLiteReviewRepository(database: database.pool)
        )
    }
}

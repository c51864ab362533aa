import Accounts
import AccountsDomain
import CatalogSQLite
import Crypto
import Logging
import Reviews
import ServerStorage
import WriteLimits

extension ServerRepositories {
    /// The stores of the server's SQLite database, with the signing key kept beside it.
    static func sqlite(_ database: ServerDatabase, signingKey: SymmetricKey, loginThrottle: any LoginThrottling, logger: Logger) -> ServerRepositories {
        let catalog = SQLiteRestaurantCatalog(database: database)
        return ServerRepositories(
            users: SQLiteUserRepository(database: database.pool),
            sessions: SQLiteSessionRepository(database: database.pool),
            reviews: SQLiteReviewRepository(database: database.pool),
            ownReviews: SQLiteOwnReviews(database: database.pool),
            catalog: catalog,
            gazetteer: SQLiteGazetteer(readers: catalog.readers),
            catalogWords: catalog,
            loginThrottle: loginThrottle,
            writeAllowances: SQLiteWriteAllowanceStore(database: database.pool),
            signingKey: signingKey,
            storage: StorageHealth(database: database.pool, logger: logger)
        )
    }
}

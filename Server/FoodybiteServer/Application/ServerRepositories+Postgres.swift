import Crypto
import Logging

extension ServerRepositories {
    /// The stores of a PostgreSQL database that several instances share.
    static func postgres(
        _ database: PostgresServerDatabase, signingKey: SymmetricKey, loginThrottle: any LoginThrottling, logger: Logger
    ) -> ServerRepositories {
        ServerRepositories(
            users: PostgresUserRepository(database: database),
            sessions: PostgresSessionRepository(database: database),
            reviews: PostgresReviewRepository(database: database),
            catalog: PostgresRestaurantCatalog(database: database),
            loginThrottle: loginThrottle,
            signingKey: signingKey,
            storage: PostgresStorageHealth(database: database, logger: logger),
            services: [database]
        )
    }
}

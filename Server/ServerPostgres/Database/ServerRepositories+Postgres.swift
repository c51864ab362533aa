import AccountsDomain
import Crypto
import FoodybiteServer
import Logging
import Reviews

extension ServerRepositories {
    /// The stores of a PostgreSQL database that several instances share.
    static func postgres(
        _ database: PostgresServerDatabase, signingKey: SymmetricKey, loginThrottle: any LoginThrottling, logger: Logger
    ) -> ServerRepositories {
        let sessions = PostgresSessionRepository(database: database)
        let reviews = PostgresReviewRepository(database: database)
        let catalog = PostgresRestaurantCatalog(database: database)
        return ServerRepositories(
            users: PostgresUserRepository(database: database),
            sessions: sessions,
            reviews: reviews,
            ownReviews: SessionCheckedOwnReviews(sessions: sessions, reviews: reviews),
            catalog: catalog,
            gazetteer: PostgresGazetteer(database: database),
            catalogWords: catalog,
            loginThrottle: loginThrottle,
            writeAllowances: PostgresWriteAllowanceStore(database: database),
            signingKey: signingKey,
            storage: PostgresStorageHealth(database: database, logger: logger),
            services: [database]
        )
    }
}

import Crypto
import Foundation
import Logging

/// The stores the routes use, opened from the configuration: in PostgreSQL when a database URL is given
/// (shared by every instance on it), else in the SQLite database of the data directory. Each is opened,
/// migrated and, for the catalog, seeded with the demo restaurants on first start.
struct ServerStores: Sendable {
    let users: any UserRepository
    let sessions: any SessionRepository
    let reviews: any ReviewRepository
    let catalog: any RestaurantCatalog
    let loginFailures: any LoginFailureStore
    let signingKey: SymmetricKey
    let health: any DatabaseHealth

    static func open(configuration: ServerConfiguration, logger: Logger) async throws -> ServerStores {
        if let url = configuration.databaseURL {
            return try await openPostgres(url, configuration: configuration, logger: logger)
        }
        let database = try ServerDatabase.open(
            in: configuration.dataDirectory,
            busyTimeout: configuration.databaseBusyTimeout,
            integrityCheckTimeLimit: configuration.databaseIntegrityCheckTimeLimit,
            logger: logger
        )
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration.catalog)
        let keyFile = configuration.signingKeyFile.map(SigningKeyFile.init(url:)) ?? SigningKeyFile(directory: configuration.dataDirectory)
        return ServerStores(
            users: SQLiteUserRepository(database: database.pool),
            sessions: SQLiteSessionRepository(database: database.pool),
            reviews: SQLiteReviewRepository(database: database.pool),
            catalog: SQLiteRestaurantCatalog(database: database),
            loginFailures: SQLiteLoginFailureStore(database: database.pool),
            signingKey: try keyFile.loadOrCreate(),
            health: StorageHealth(reader: database.pool, logger: logger)
        )
    }

    private static func openPostgres(_ url: PostgresURL, configuration: ServerConfiguration, logger: Logger) async throws -> ServerStores {
        let database = try await PostgresServerDatabase.open(
            url: url,
            poolSize: configuration.databasePoolSize,
            connectionWaitLimit: .milliseconds(Int64(configuration.databaseBusyTimeout * 1_000)),
            logger: logger
        )
        try await PostgresCatalogStore(database: database).seedDemoIfNeeded(configuration: configuration.catalog)
        let signingKey = if let file = configuration.signingKeyFile {
            try SigningKeyFile(url: file).loadOrCreate()
        } else {
            try await PostgresSigningKey.loadOrCreate(in: database)
        }
        return ServerStores(
            users: PostgresUserRepository(database: database),
            sessions: PostgresSessionRepository(database: database),
            reviews: PostgresReviewRepository(database: database),
            catalog: PostgresRestaurantCatalog(database: database),
            loginFailures: PostgresLoginFailureStore(database: database),
            signingKey: signingKey,
            health: PostgresStorageHealth(database: database, logger: logger)
        )
    }
}

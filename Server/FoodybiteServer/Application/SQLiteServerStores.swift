import Accounts
import AccountsDomain
import CatalogSQLite
import Logging
import NIOPosix
import ServerStorage

/// The stores in the data directory's SQLite database, with the token signing key beside it (or in
/// `signingKeyFile`).
package struct SQLiteServerStores: ServerStoreOpening {
    package init() {}

    package func openRepositories(configuration: ServerConfiguration, logger: Logger) async throws -> ServerRepositories {
        // Opening waits on the migration lock and the key file that other processes or servers in this
        // one may hold: a blocking wait, kept off the concurrency pool's few threads.
        let (database, signingKey) = try await NIOThreadPool.singleton.runIfActive {
            let database = try ServerDatabase.open(
                in: configuration.dataDirectory,
                busyTimeout: configuration.databaseBusyTimeout,
                integrityCheckTimeLimit: configuration.databaseIntegrityCheckTimeLimit,
                logger: logger
            )
            let keyFile = configuration.signingKeyFile.map(SigningKeyFile.init(url:)) ?? SigningKeyFile(directory: configuration.dataDirectory)
            return (database, try keyFile.loadOrCreate())
        }
        try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration.catalog)
        let loginThrottle = LoginThrottle(policy: configuration.loginThrottle, store: SQLiteLoginFailureStore(database: database.pool))
        return .sqlite(database, signingKey: signingKey, loginThrottle: loginThrottle, logger: logger)
    }
}

import Accounts
import AccountsDomain
import FoodybiteServer
import Foundation
import Logging

/// The stores of a PostgreSQL database that several instances share (`serve --database-url`), with the
/// token signing key in the database (or in `signingKeyFile`).
package struct PostgresServerStores: ServerStoreOpening {
    package static let defaultStatementTimeout: TimeInterval = 5

    package let url: PostgresURL
    /// How many connections to PostgreSQL this instance opens at most.
    package var poolSize = PostgresServerDatabase.defaultPoolSize
    /// How long a statement of a request may run (a hung query, a lock held elsewhere) before the
    /// database cancels it and the request is answered with 503 and `Retry-After`; 0 never cancels.
    package var statementTimeout = Self.defaultStatementTimeout

    package init(url: PostgresURL) {
        self.url = url
    }

    package func openRepositories(configuration: ServerConfiguration, logger: Logger) async throws -> ServerRepositories {
        let database = try await PostgresServerDatabase.open(
            url: url,
            poolSize: poolSize,
            connectionWaitLimit: .milliseconds(Int64(configuration.databaseBusyTimeout * 1_000)),
            statementTimeout: .milliseconds(Int64(statementTimeout * 1_000)),
            logger: logger
        )
        let signingKey = if let file = configuration.signingKeyFile {
            try SigningKeyFile(url: file).loadOrCreate()
        } else {
            try await PostgresSigningKey.loadOrCreate(in: database)
        }
        let catalog = PostgresCatalogStore(database: database)
        try await catalog.seedDemoIfNeeded(configuration: configuration.catalog)
        try await catalog.addLatinSpellingsIfMissing()
        let loginThrottle = LoginThrottle(policy: configuration.loginThrottle, store: PostgresLoginFailureStore(database: database))
        return .postgres(database, signingKey: signingKey, loginThrottle: loginThrottle, logger: logger)
    }
}

import Logging

/// Opens the stores a server runs on: checked, migrated, and seeded with the demo catalog when the
/// catalog is empty. `SQLiteServerStores` keeps them in the data directory; ServerPostgres opens a
/// database that several instances share, so the embedded server never links a PostgreSQL driver.
package protocol ServerStoreOpening: Sendable {
    func openRepositories(configuration: ServerConfiguration, logger: Logger) async throws -> ServerRepositories
}

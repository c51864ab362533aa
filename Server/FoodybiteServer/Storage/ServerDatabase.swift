import Foundation
import GRDB

/// The server's SQLite database (`server.sqlite` in the data directory): accounts, sessions, reviews
/// and the restaurant catalog, in WAL mode with a busy timeout, migrated on open.
public struct ServerDatabase: Sendable {
    public let pool: DatabasePool

    /// `busyTimeout`: how long a write waits for another process's write lock before it fails with
    /// SQLITE_BUSY (see `StorageBusyError`).
    public static func open(in dataDirectory: URL, busyTimeout: TimeInterval = 5) throws -> ServerDatabase {
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        let pool = try DatabasePool(path: dataDirectory.appendingPathComponent("server.sqlite").path, configuration: configuration)
        try MigrationLock(fileURL: dataDirectory.appendingPathComponent("migration.lock")).withLock {
            try migrator.migrate(pool)
        }
        try keepPrivate(dataDirectory)
        return ServerDatabase(pool: pool)
    }

    /// The database holds password hashes, emails and profile images: its files are readable by the
    /// server's user only, even in a data directory that others may list.
    private static func keepPrivate(_ dataDirectory: URL) throws {
        for name in ["server.sqlite", "server.sqlite-wal", "server.sqlite-shm"] {
            let path = dataDirectory.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path) {
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            }
        }
    }

    /// Each area registers its own migrations; the order of areas never changes.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        AccountsSchema.registerMigrations(in: &migrator)
        RatingsSchema.registerMigrations(in: &migrator)
        CatalogSchema.registerMigrations(in: &migrator)
        ReviewsSchema.registerMigrations(in: &migrator)
        CatalogFactsSchema.registerMigrations(in: &migrator)
        RefreshTokenRetrySchema.registerMigrations(in: &migrator)
        return migrator
    }
}

import ArgumentParser
import CatalogImport
import FoodybiteServer
import Foundation
import ServerPostgres
import ServerStorage

/// Where `import` and `update` write: the PostgreSQL database when a URL is given, else the data
/// directory's SQLite database, under its import lock (exit status 75 while another process holds it).
enum CatalogWriteTarget {
    static func run(
        database: DatabaseOptions,
        options: ServerOptions,
        postgres: (PostgresURL) async throws -> Void,
        sqlite: (URL) async throws -> Void
    ) async throws {
        let postgresURL: PostgresURL?
        do {
            postgresURL = try database.resolvedDatabaseURL()
        } catch {
            throw commandFailure("\(error)", status: 1)
        }
        if let postgresURL {
            try await postgres(postgresURL)
            return
        }
        let directory = options.resolvedDataDirectory()
        do {
            try await CatalogImportLock.run(in: directory) { try await sqlite(directory) }
        } catch let error as AnotherImportRunningError {
            throw commandFailure("\(error)", status: 75)
        } catch let error as ServerDatabaseError {
            // The data directory or its lock file could not be used: nothing was opened or written.
            throw commandFailure("\(error)", status: 1)
        }
    }
}

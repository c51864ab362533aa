import ArgumentParser
import FoodybiteServer
import Foundation
import ServerPostgres

/// Where the server's data lives when it is not the data directory's SQLite database: a PostgreSQL
/// database that several instances share.
struct DatabaseOptions: ParsableArguments {
    static let environmentVariable = "FOODYBITE_SERVER_DATABASE_URL"

    @Option(
        name: .customLong("database-url"),
        help: ArgumentHelp(
            "PostgreSQL with PostGIS instead of SQLite: postgres://USER:PASSWORD@HOST:PORT/DATABASE (env \(environmentVariable)).",
            valueName: "url"
        )
    )
    var databaseURL: String?

    func validate() throws {
        _ = try resolvedDatabaseURL()
    }

    /// The flag's URL, else the environment's; nil for SQLite. The message of a refused URL never repeats
    /// it (it may hold a password).
    func resolvedDatabaseURL(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PostgresURL? {
        do {
            return try PostgresURL.resolving(flag: databaseURL, environment: environment, variable: Self.environmentVariable)
        } catch let error as PostgresURLError {
            throw ValidationError(error.description)
        }
    }
}

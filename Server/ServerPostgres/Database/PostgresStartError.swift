import PostgresNIO
import ServerHTTP
import ServerStorage

/// Why the PostgreSQL database cannot be used at start. Each message names the database by its URL with
/// the password masked, and says what the operator can do; `foodybite-server serve` and `import` print it
/// and exit non-zero.
public struct PostgresStartError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case unreachable
        case authenticationFailed
        case databaseMissing
        case postgisMissing
        case btreeGistMissing
        case newerVersion
        case migrationFailed
    }

    public let kind: Kind
    /// The masked URL.
    public let database: String
    /// What PostgreSQL or the network said; never the password.
    public let reason: String

    package init(kind: Kind, database: PostgresURL, reason: String) {
        self.kind = kind
        self.database = database.description
        self.reason = reason
    }

    package init(connecting error: any Error, to url: PostgresURL) {
        let reason = Self.reason(for: error)
        switch (error as? PSQLError)?.serverInfo?[.sqlState] {
        case "28P01", "28000": self.init(kind: .authenticationFailed, database: url, reason: reason)
        case "3D000": self.init(kind: .databaseMissing, database: url, reason: reason)
        default: self.init(kind: .unreachable, database: url, reason: reason)
        }
    }

    package init(migrating error: any Error, in url: PostgresURL) {
        if StorageUnavailableError(recognizing: error)?.reason == .unreachable {
            self.init(kind: .unreachable, database: url, reason: Self.reason(for: error))
        } else {
            self.init(kind: .migrationFailed, database: url, reason: Self.reason(for: error))
        }
    }

    public var description: String {
        switch kind {
        case .unreachable:
            "The database \(database) cannot be reached (\(reason)). Check that PostgreSQL runs and listens there, and that "
                + "--database-url (FOODYBITE_SERVER_DATABASE_URL) names the right host and port."
        case .authenticationFailed:
            "The database \(database) refused the user and password (\(reason)). Check the user and password in "
                + "--database-url (FOODYBITE_SERVER_DATABASE_URL)."
        case .databaseMissing:
            "The database \(database) does not exist (\(reason)). Create it first, e.g. createdb, or fix the name in --database-url."
        case .postgisMissing:
            "The database \(database) lacks the PostGIS extension (\(reason)). Install PostGIS (Debian: postgresql-15-postgis-3) "
                + "and run CREATE EXTENSION postgis; in that database as a superuser."
        case .btreeGistMissing:
            "The database \(database) lacks the btree_gist extension (\(reason)). It ships with PostgreSQL (Debian: postgresql-15); "
                + "run CREATE EXTENSION btree_gist SCHEMA public; in that database as a superuser or its owner."
        case .newerVersion:
            "The database \(database) was migrated by a newer foodybite-server than this one (\(ServerVersion.current)): \(reason). "
                + "Run that newer version."
        case .migrationFailed:
            "The database \(database) could not be migrated (\(reason)). Check that the user may create tables in it."
        }
    }

    /// PostgreSQL's own message, or the network's; `PSQLError`'s description says nothing on purpose.
    public static func reason(for error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] {
                return error.serverInfo?[.sqlState].map { "\(message) [\($0)]" } ?? message
            }
            if let underlying = error.underlying {
                return "\(underlying)"
            }
            return "\(error.code)"
        }
        return "\(error)"
    }
}

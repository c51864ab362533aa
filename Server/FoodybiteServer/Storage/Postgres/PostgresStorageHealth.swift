import Foundation
import Logging
import PostgresNIO

/// Reports storage failures (at error level, never request data or secrets) and answers `/health` for a
/// PostgreSQL database: a quick query against every area's table.
final class PostgresStorageHealth: StorageMonitoring {
    private let database: PostgresServerDatabase
    private let logger: Logger

    init(database: PostgresServerDatabase, logger: Logger) {
        self.database = database
        self.logger = logger
    }

    func report(_ error: any Error, during operation: String) {
        let error = (error as? ReportedStorageError)?.underlying ?? error
        logger.error("storage error", metadata: [
            "operation": "\(operation)",
            "error.type": "\(type(of: error))",
            "error": "\(PostgresStartError.reason(for: error))",
        ])
    }

    func databaseState() async -> DatabaseState {
        do {
            let logger = database.logger
            try await database.withConnection { connection in
                for table in ["account", "session", "review", "restaurant"] {
                    try await connection.run(PostgresQuery(unsafeSQL: "SELECT 1 FROM \(table) LIMIT 1"), logger: logger)
                }
            }
            return .ok
        } catch {
            report(error, during: "health check")
            return .unavailable
        }
    }
}

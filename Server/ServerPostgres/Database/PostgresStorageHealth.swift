import Foundation
import Logging
import PostgresNIO
import ServerStorage
import Synchronization

/// Reports storage failures (at error level, never request data or secrets) and answers `/health` for a
/// PostgreSQL database: a quick query against every area's table and, after a write failed for a full
/// disk, whether a write that needs new room succeeds again: a megabyte stored uncompressed, then rolled
/// back (a one-row update fits in pages the table already has, and succeeds on a full disk).
final class PostgresStorageHealth: StorageMonitoring {
    private let database: PostgresServerDatabase
    private let logger: Logger
    private let full = Mutex(false)

    init(database: PostgresServerDatabase, logger: Logger) {
        self.database = database
        self.logger = logger
    }

    func report(_ error: any Error, during operation: String) {
        let error = (error as? ReportedStorageError)?.underlying ?? error
        let isFull = (error as? PSQLError)?.isDiskFull == true
        if isFull {
            full.withLock { $0 = true }
        }
        logger.error(isFull ? "storage full" : "storage error", metadata: [
            "operation": "\(operation)",
            "error.type": "\(type(of: error))",
            "error": "\(PostgresStartError.reason(for: error))",
        ])
    }

    func databaseState() async -> DatabaseState {
        do {
            let logger = database.logger
            let probes = full.withLock { $0 }
            try await database.withConnection { connection in
                if probes {
                    try await connection.run("BEGIN", logger: logger)
                    do {
                        try await connection.run(
                            "INSERT INTO storage_probe (id, written_at, room) VALUES (1, now(), decode(repeat('a5', 1048576), 'hex'))",
                            logger: logger
                        )
                    } catch {
                        _ = try? await connection.run("ROLLBACK", logger: logger)
                        throw error
                    }
                    try await connection.run("ROLLBACK", logger: logger)
                }
                for table in ["account", "session", "review", "restaurant"] {
                    try await connection.run(PostgresQuery(unsafeSQL: "SELECT 1 FROM \(table) LIMIT 1"), logger: logger)
                }
            }
            if probes {
                full.withLock { $0 = false }
            }
            return .ok
        } catch {
            if (error as? PSQLError)?.isDiskFull == true { return .full }
            report(error, during: "health check")
            return .unavailable
        }
    }

    func failure(recognizing error: any Error) -> StorageFailure? {
        let error = (error as? ReportedStorageError)?.underlying ?? error
        if (error as? PSQLError)?.isDiskFull == true { return .full }
        if let unavailable = StorageUnavailableError(recognizing: error) { return .unavailable(unavailable) }
        return error is PSQLError || error is PostgresDecodingError ? .unexpected : nil
    }
}

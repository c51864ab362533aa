import Foundation
import GRDB
import Logging
import Synchronization

/// Reports storage failures (at error level, with what was being done; never request data or
/// secrets) and answers `/health` about the database: a quick query against every area's table, any
/// damage SQLite reported while serving, and, after a write failed for a full disk, whether the disk
/// has room again (`FileSystemRoom`) and a small write succeeds.
package final class StorageHealth: StorageMonitoring {
    private let database: any DatabaseWriter
    private let logger: Logger
    private let damage = Mutex<String?>(nil)
    private let full = Mutex(false)

    /// Without a logger, failures are only remembered (tests).
    package init(database: any DatabaseWriter, logger: Logger = Logger(label: "foodybite-server", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.database = database
        self.logger = logger
    }

    package func report(_ error: any Error, during operation: String) {
        let error = (error as? ReportedStorageError)?.underlying ?? error
        if Self.showsDamage(error) {
            damage.withLock { $0 = $0 ?? "\(error)" }
        }
        let isFull = StorageFullError(recognizing: error) != nil
        if isFull {
            full.withLock { $0 = true }
        }
        logger.error(isFull ? "storage full" : "storage error", metadata: [
            "operation": "\(operation)",
            "error.type": "\(type(of: error))",
            "error": "\(error)",
        ])
    }

    package func databaseState() async -> DatabaseState {
        if damage.withLock({ $0 }) != nil { return .damaged }
        do {
            if full.withLock({ $0 }) {
                guard FileSystemRoom.hasRoomForWrites(at: database.path) else { return .full }
                try await database.write { db in try StorageProbeSchema.write(in: db) }
                full.withLock { $0 = false }
            }
            try await database.read { db in
                for table in ["account", "session", "review", "restaurant"] {
                    _ = try Row.fetchOne(db, sql: "SELECT 1 FROM \(table) LIMIT 1")
                }
            }
            return .ok
        } catch {
            if StorageFullError(recognizing: error) != nil { return .full }
            report(error, during: "health check")
            return Self.showsDamage(error) ? .damaged : .unavailable
        }
    }

    package func failure(recognizing error: any Error) -> StorageFailure? {
        let error = (error as? ReportedStorageError)?.underlying ?? error
        guard error is DatabaseError else { return nil }
        if StorageBusyError(recognizing: error) != nil { return .busy }
        if StorageFullError(recognizing: error) != nil { return .full }
        return .unexpected
    }

    private static func showsDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }
}

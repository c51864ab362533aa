import Foundation
import GRDB
import Logging
import Synchronization

/// Reports storage failures (at error level, with what was being done; never request data or
/// secrets) and answers `/health` about the database: a quick query against every area's table, and
/// any damage SQLite reported while serving.
final class StorageHealth: StorageMonitoring {
    private let reader: any DatabaseReader
    private let logger: Logger
    private let damage = Mutex<String?>(nil)

    /// Without a logger, failures are only remembered (tests).
    init(reader: any DatabaseReader, logger: Logger = Logger(label: "foodybite-server", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.reader = reader
        self.logger = logger
    }

    func report(_ error: any Error, during operation: String) {
        let error = (error as? ReportedStorageError)?.underlying ?? error
        if Self.showsDamage(error) {
            damage.withLock { $0 = $0 ?? "\(error)" }
        }
        logger.error("storage error", metadata: [
            "operation": "\(operation)",
            "error.type": "\(type(of: error))",
            "error": "\(error)",
        ])
    }

    func databaseState() async -> DatabaseState {
        if damage.withLock({ $0 }) != nil { return .damaged }
        do {
            try await reader.read { db in
                for table in ["account", "session", "review", "restaurant"] {
                    _ = try Row.fetchOne(db, sql: "SELECT 1 FROM \(table) LIMIT 1")
                }
            }
            return .ok
        } catch {
            report(error, during: "health check")
            return Self.showsDamage(error) ? .damaged : .unavailable
        }
    }

    private static func showsDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }
}

import Foundation
import GRDB

/// Opens one of the app's SQLite files: WAL mode, a busy timeout, versioned migrations. A damaged
/// file, or a SQLite file some other program made, is moved aside (never deleted) with a warning and
/// a new one is started, so the command still works.
public struct SQLiteDatabase: Sendable {
    /// Marks files made by Foodybite ("FBIT"), so a foreign database is never written into.
    static let applicationID: Int32 = 0x4642_4954

    public let pool: DatabasePool
    public let fileURL: URL

    public static func open(
        at fileURL: URL,
        migrator: DatabaseMigrator,
        warn: @Sendable (String) -> Void
    ) throws -> SQLiteDatabase {
        do {
            // Commands started at once take turns: SQLite refuses a second connection switching a new file
            // to WAL at the same moment, and two migrations at once would both create the same tables.
            return try setupLock(for: fileURL).withLockBlockingThread {
                do {
                    return try openAndMigrate(fileURL, migrator: migrator)
                } catch let error as SQLiteDatabaseError where error.isRecoverableByMovingAside {
                    let movedTo = try moveAside(fileURL)
                    warn("\(fileURL.path) \(error.shortExplanation); it was moved to \(movedTo.path) and a new one was started.")
                    return try openAndMigrate(fileURL, migrator: migrator)
                }
            }
        } catch let error as SQLiteDatabaseError {
            throw error
        } catch let error as FileLockError {
            guard case let .cannotOpen(lockPath) = error else { throw error }
            let reason = FileSystemDiagnosis.reasonCannotCreate(fileURL) ?? "its lock file \(lockPath) cannot be opened"
            throw SQLiteDatabaseError.cannotOpen(path: fileURL.path, reason: reason)
        } catch let error as DatabaseError {
            let reason = FileSystemDiagnosis.reasonCannotCreate(fileURL) ?? error.message ?? "SQLite error \(error.resultCode.rawValue)"
            throw SQLiteDatabaseError.cannotOpen(path: fileURL.path, reason: reason)
        } catch {
            let reason = FileSystemDiagnosis.reasonCannotCreate(fileURL) ?? (error as NSError).localizedDescription
            throw SQLiteDatabaseError.cannotOpen(path: fileURL.path, reason: reason)
        }
    }

    /// A lock file beside the database (`cache.sqlite.lock`).
    private static func setupLock(for fileURL: URL) -> FileLock {
        FileLock(fileURL: URL(fileURLWithPath: fileURL.path + ".lock"))
    }

    private static func openAndMigrate(_ fileURL: URL, migrator: DatabaseMigrator) throws -> SQLiteDatabase {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.label = fileURL.lastPathComponent
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: fileURL.path, configuration: configuration)
            try pool.write { db in
                let storedApplicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                if storedApplicationID == 0, tableCount == 0 {
                    try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)")
                } else if storedApplicationID != Self.applicationID {
                    throw SQLiteDatabaseError.foreign
                }
            }
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw SQLiteDatabaseError.damaged
        }
        if try pool.read(migrator.hasBeenSuperseded) {
            throw SQLiteDatabaseError.madeByNewerVersion(path: fileURL.path)
        }
        do {
            try migrator.migrate(pool)
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw SQLiteDatabaseError.damaged
        }
        return SQLiteDatabase(pool: pool, fileURL: fileURL)
    }

    private static func moveAside(_ fileURL: URL) throws -> URL {
        let fileManager = FileManager.default
        let stamp = Int(Date().timeIntervalSince1970)
        var destination = URL(fileURLWithPath: "\(fileURL.path).damaged-\(stamp)")
        var attempt = 1
        while fileManager.fileExists(atPath: destination.path) {
            attempt += 1
            destination = URL(fileURLWithPath: "\(fileURL.path).damaged-\(stamp)-\(attempt)")
        }
        try fileManager.moveItem(at: fileURL, to: destination)
        for suffix in ["-wal", "-shm"] {
            let sidecar = URL(fileURLWithPath: fileURL.path + suffix)
            if fileManager.fileExists(atPath: sidecar.path) {
                try? fileManager.moveItem(at: sidecar, to: URL(fileURLWithPath: destination.path + suffix))
            }
        }
        return destination
    }
}

import Foundation
import GRDB
import Logging

/// The server's SQLite database (`server.sqlite` in the data directory): accounts, sessions, reviews
/// and the restaurant catalog, in WAL mode with a busy timeout, checked and migrated on open. A damaged
/// file, or a missing or empty one where a database was (see `DatabaseExpectation`), is refused with a
/// `ServerDatabaseError` that names the file and the remedy; nothing is ever replaced silently.
public struct ServerDatabase: Sendable {
    public static let fileName = "server.sqlite"

    public let pool: DatabasePool

    /// How much of the file each connection reads through a memory map instead of read calls: a search
    /// touches a few hundred pages of the R*Tree and the table, and with the default 2 MB page cache each
    /// was a system call and a copy. The map shares the operating system's page cache between connections.
    /// This is the most SQLite allows as Debian builds it (SQLITE_MAX_MMAP_SIZE, just under 2 GiB): a
    /// million restaurants with photos and reviews take 1.5 GB.
    public static let memoryMapSize = 0x7FFF_0000

    /// `migrator`: every area's migrations, in their fixed order. `signingKeyFileName`: the file whose
    /// presence shows a database was here before (see `DatabaseExpectation`).
    /// `busyTimeout`: how long a write waits for another process's write lock before it fails with
    /// SQLITE_BUSY (see `StorageBusyError`). `integrityCheckTimeLimit`: how long the check at open may
    /// take before a large database is let through unchecked (0 skips it).
    public static func open(
        in dataDirectory: URL,
        migrator: DatabaseMigrator,
        signingKeyFileName: String,
        busyTimeout: TimeInterval = 5,
        integrityCheckTimeLimit: TimeInterval = 10,
        logger: Logger? = nil
    ) throws -> ServerDatabase {
        let path = dataDirectory.appendingPathComponent(fileName).path
        try createDirectory(dataDirectory)
        let expectation = DatabaseExpectation(dataDirectory: dataDirectory, databaseFileName: fileName, signingKeyFileName: signingKeyFileName)
        try expectation.check()
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(memoryMapSize)") }
        let setupLock = DataDirectoryLock(DataDirectoryLock.migration, in: dataDirectory)
        let sayWhyItWaits: () -> Void = {
            logger?.notice(
                "waiting for another process that is opening or migrating this data directory",
                metadata: ["lock": "\(setupLock.fileURL.path)"]
            )
        }
        let pool: DatabasePool
        do {
            // Creating the file and switching it to WAL take turns too: SQLite answers a second connection
            // doing the same at once with "database is locked" without waiting for its busy timeout.
            pool = try setupLock.withLock(whileWaiting: sayWhyItWaits) { try DatabasePool(path: path, configuration: configuration) }
            switch try DatabaseIntegrityCheck(timeLimit: integrityCheckTimeLimit).run(on: pool) {
            case .passed, .skipped:
                break
            case let .problems(lines):
                throw ServerDatabaseError.damaged(path: path, details: Self.summary(of: lines))
            case .stoppedAfterTimeLimit:
                logger?.warning(
                    "integrity check stopped after its time limit; the database was opened unchecked",
                    metadata: ["file": "\(path)", "time_limit_s": "\(integrityCheckTimeLimit)"]
                )
            }
            try setupLock.withLock(whileWaiting: sayWhyItWaits) {
                if try pool.read({ db in try migrator.hasBeenSuperseded(db) }) {
                    throw ServerDatabaseError.newerVersion(path: path)
                }
                try migrator.migrate(pool)
            }
        } catch let error as ServerDatabaseError {
            throw error
        } catch {
            throw Self.startError(for: error, path: path)
        }
        try keepPrivate(dataDirectory)
        try expectation.markCreated()
        return ServerDatabase(pool: pool)
    }

    /// The database holds password hashes, emails and profile images: its files are readable by the
    /// server's user only, even in a data directory that others may list.
    private static func keepPrivate(_ dataDirectory: URL) throws {
        for name in [fileName, "\(fileName)-wal", "\(fileName)-shm"] {
            let path = dataDirectory.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path) {
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            }
        }
    }

    private static func startError(for error: any Error, path: String) -> ServerDatabaseError {
        guard let error = error as? DatabaseError else { return .unusable(path: path, reason: reason(for: error)) }
        switch error.resultCode {
        case .SQLITE_CORRUPT: return .damaged(path: path, details: error.message ?? "SQLite reports a malformed database")
        case .SQLITE_NOTADB: return .notADatabase(path: path)
        default: return .unusable(path: path, reason: error.message ?? "SQLite error \(error.resultCode.rawValue)")
        }
    }

    /// Creates the data directory (only its owner may enter it) unless it exists.
    package static func createDirectory(_ dataDirectory: URL) throws {
        do {
            try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw ServerDatabaseError.directoryNotUsable(path: dataDirectory.path, reason: Self.reason(for: error))
        }
    }

    private static func reason(for error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }

    /// The first problems `quick_check` lists, on one line.
    private static func summary(of lines: [String]) -> String {
        let text = lines.joined(separator: "; ").replacingOccurrences(of: "\n", with: "; ").replacingOccurrences(of: "*** in database main ***; ", with: "")
        return text.count > 240 ? String(text.prefix(240)) + "…" : text
    }
}

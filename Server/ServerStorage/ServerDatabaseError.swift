import Foundation
import ServerHTTP

/// Why the server's database cannot be used at start. Each message names the file and what the operator
/// can do about it; `foodybite-server serve` and `import` print it as it is.
public enum ServerDatabaseError: Error, Equatable, CustomStringConvertible {
    /// The integrity check (or SQLite while reading) found broken pages.
    case damaged(path: String, details: String)
    /// The file is not an SQLite database at all.
    case notADatabase(path: String)
    /// The file is empty although the data directory shows it held a database (`evidence`: the files that
    /// show it, see `DatabaseExpectation`).
    case emptied(path: String, evidence: [String])
    /// The file is gone although the data directory shows it held a database.
    case missing(path: String, evidence: [String])
    /// The database has changes a newer foodybite-server made.
    case newerVersion(path: String)
    /// The file cannot be opened, read or written (permissions, disk errors, a full disk).
    case unusable(path: String, reason: String)
    /// The data directory cannot be created or written.
    case directoryNotUsable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .damaged(path, details):
            "The database \(path) is damaged (\(details)). Stop every server and import using it, then restore it from a backup "
                + "(removing any \(Self.name(path))-wal and -shm beside it), or \(Self.startEmpty(path))."
        case let .notADatabase(path):
            "The file \(path) is not an SQLite database. Restore the server's database from a backup, or \(Self.startEmpty(path))."
        case let .emptied(path, evidence):
            "The database \(path) is empty (0 bytes), but this data directory held a database (\(Self.exists(evidence))), "
                + "so it is not replaced by an empty one. Restore \(Self.name(path)) from a backup; or, to start with an empty database "
                + "on purpose, delete \(Self.list(evidence)) (deleting the signing key also ends every session)."
        case let .missing(path, evidence):
            "The database \(path) is missing, but this data directory held one (\(Self.exists(evidence))), so no empty one "
                + "is created in its place. Restore \(Self.name(path)) from a backup; or, to start with an empty database on purpose, "
                + "delete \(Self.list(evidence))."
        case let .newerVersion(path):
            "The database \(path) was written by a newer foodybite-server than this one (\(ServerVersion.current)). Run that newer "
                + "version, or restore a backup made with this one."
        case let .unusable(path, reason):
            "The database \(path) cannot be used: \(reason). Check that this user can read and write it and its directory and that "
                + "the disk has room; if the file itself is broken, restore it from a backup."
        case let .directoryNotUsable(path, reason):
            "The data directory \(path) cannot be used: \(reason). Fix its permissions, or choose another with --data-dir "
                + "(FOODYBITE_SERVER_DATA_DIR); to move existing data, copy the directory from a backup."
        }
    }

    private static func name(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    private static func startEmpty(_ path: String) -> String {
        let name = name(path)
        return "move \(name), \(name)-wal and \(name)-shm aside and delete \(DatabaseExpectation.markerFileName) to start with an "
            + "empty database (accounts, reviews and imported restaurants are then gone)"
    }

    private static func exists(_ evidence: [String]) -> String {
        list(evidence) + (evidence.count == 1 ? " exists" : " exist")
    }

    private static func list(_ evidence: [String]) -> String {
        evidence.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " and ")
    }
}

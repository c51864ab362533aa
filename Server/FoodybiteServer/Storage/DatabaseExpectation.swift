import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a data directory is expected to hold a database, so that a missing or empty `server.sqlite`
/// is reported as damage instead of silently replaced by an empty database (every account gone).
///
/// The rule: a database is expected once the marker `server.sqlite.created` exists (written the first
/// time a database is created and migrated there) or the token signing key does (directories from
/// before the marker; the key is written on the first `serve`). A brand-new directory has neither, so
/// the database is created there, even over an empty file.
struct DatabaseExpectation {
    static let markerFileName = "server.sqlite.created"

    let dataDirectory: URL
    let databaseFileName: String

    var databasePath: String { dataDirectory.appendingPathComponent(databaseFileName).path }
    private var markerPath: String { dataDirectory.appendingPathComponent(Self.markerFileName).path }

    /// The files that show a database was here.
    var evidence: [String] {
        [markerPath, dataDirectory.appendingPathComponent(SigningKeyFile.fileName).path].filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Throws when the database file is missing or empty where one is expected.
    func check() throws {
        let evidence = evidence
        guard !evidence.isEmpty else { return }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: databasePath) else {
            throw ServerDatabaseError.missing(path: databasePath, evidence: evidence)
        }
        if (attributes[.size] as? NSNumber)?.intValue == 0 {
            throw ServerDatabaseError.emptied(path: databasePath, evidence: evidence)
        }
    }

    /// Records that this directory now holds a database (once).
    func markCreated(at date: Date = Date()) throws {
        guard !FileManager.default.fileExists(atPath: markerPath) else { return }
        let text = """
            foodybite-server created its database \(databaseFileName) in this directory on \(date.formatted(.iso8601)).
            While this file exists, a missing or empty \(databaseFileName) is reported as damage instead of being
            replaced by an empty database. Delete it only to start again with no accounts, reviews or imported catalog.

            """
        guard FileManager.default.createFile(atPath: markerPath, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw ServerDatabaseError.directoryNotUsable(path: dataDirectory.path, reason: "cannot write \(Self.markerFileName)")
        }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a data directory is expected to hold a database, so that a missing or empty `server.sqlite`
/// is reported as damage instead of silently replaced by an empty database (every account gone).
///
/// The rule: the marker `server.sqlite.created` is written the first time a database is created and
/// migrated in a directory; while it exists, a missing or empty `server.sqlite` is damage. An empty
/// `server.sqlite` beside the token signing key is damage too (directories from before the marker: the
/// key is written on the first `serve`); a missing one there is not, so a key provisioned ahead of the
/// first start is fine. A brand-new directory has neither, and its database is created, even over an
/// empty file.
struct DatabaseExpectation {
    static let markerFileName = "server.sqlite.created"

    let dataDirectory: URL
    let databaseFileName: String
    let signingKeyFileName: String

    var databasePath: String { dataDirectory.appendingPathComponent(databaseFileName).path }
    private var markerPath: String { dataDirectory.appendingPathComponent(Self.markerFileName).path }

    /// The files that show a database was here: the marker, then the signing key when `includingKey`.
    func evidence(includingKey: Bool) -> [String] {
        let keyPath = dataDirectory.appendingPathComponent(signingKeyFileName).path
        return [markerPath] + (includingKey ? [keyPath] : [])
    }

    /// Throws when the database file is missing or empty where one is expected.
    func check() throws {
        let existing = { (paths: [String]) in paths.filter { FileManager.default.fileExists(atPath: $0) } }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: databasePath) else {
            let evidence = existing(evidence(includingKey: false))
            if !evidence.isEmpty { throw ServerDatabaseError.missing(path: databasePath, evidence: evidence) }
            return
        }
        let evidence = existing(evidence(includingKey: true))
        if (attributes[.size] as? NSNumber)?.intValue == 0, !evidence.isEmpty {
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

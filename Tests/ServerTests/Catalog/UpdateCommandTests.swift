import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// `foodybite-server update` as an operator runs it: the built binary, its output and exit status.
final class UpdateCommandTests: XCTestCase {
    func test_update_appliesADiffToAnImportedCatalogThenSkipsAnOlderOne() throws {
        // Given an imported catalog and two diffs, the second older than the first
        let (directory, dataDirectory) = try makeImportedCatalog()
        let newer = directory.appendingPathComponent("002.osc")
        try Data(Self.diff(deleting: 10, at: "2026-11-02T00:00:00Z").utf8).write(to: newer)
        let older = directory.appendingPathComponent("001.osc")
        try Data(Self.diff(deleting: 11, at: "2026-11-01T00:00:00Z").utf8).write(to: older)

        // When both are applied, newer first
        let applied = try run(["update", newer.path, "--data-dir", dataDirectory.path])
        let skipped = try run(["update", older.path, "--data-dir", dataDirectory.path])

        // Then the first removes its restaurant and the second says why it changed nothing
        XCTAssertEqual(applied.status, 0, applied.stderr)
        XCTAssertTrue(applied.stdout.contains("Applied a diff with edits up to 2026-11-02T00:00:00Z."), applied.stdout)
        XCTAssertTrue(applied.stdout.contains("removed: 1 restaurants deleted or no longer places to eat (their reviews are kept)"), applied.stdout)
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertTrue(skipped.stdout.contains("is older than the catalog, which holds edits up to 2026-11-02T00:00:00Z. Nothing changed."), skipped.stdout)
        let database = try ServerDatabase.open(in: dataDirectory)
        let count = try database.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurant WHERE source = 'osm'") }
        XCTAssertEqual(count, 2)
    }

    func test_update_exitsWithBadInputDataForWhatIsNotADiff() throws {
        let (directory, dataDirectory) = try makeImportedCatalog()
        let notADiff = directory.appendingPathComponent("export.osm")
        try Data("<osm version=\"0.6\"></osm>".utf8).write(to: notADiff)

        let result = try run(["update", notADiff.path, "--data-dir", dataDirectory.path])

        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(result.stderr.contains("Error: the osmChange file cannot be read: its root is <osm>, not <osmChange>"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func test_update_refusesToStartWhileAnImportRunsIntoTheSameDataDirectory() throws {
        let (directory, dataDirectory) = try makeImportedCatalog()
        let diff = directory.appendingPathComponent("001.osc")
        try Data(Self.diff(deleting: 10, at: "2026-11-02T00:00:00Z").utf8).write(to: diff)
        let lock = try HeldFileLock(url: dataDirectory.appendingPathComponent("import.lock"))
        defer { lock.release() }

        let refused = try run(["update", diff.path, "--data-dir", dataDirectory.path])

        XCTAssertEqual(refused.status, 75, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("another import into this data directory is running"), refused.stderr)
    }

    // MARK: - Helpers

    private func makeImportedCatalog() throws -> (directory: URL, dataDirectory: URL) {
        let directory = try makeTemporaryDirectory()
        let export = directory.appendingPathComponent("export.json")
        try OSMImporterTests.overpass.write(to: export)
        let dataDirectory = directory.appendingPathComponent("server-data")
        let imported = try run(["import", export.path, "--data-dir", dataDirectory.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        return (directory, dataDirectory)
    }

    private static func diff(deleting node: Int, at timestamp: String) -> String {
        """
        <osmChange version="0.6"><delete><node id="\(node)" version="2" timestamp="\(timestamp)" lat="55.681" lon="12.571"/></delete></osmChange>
        """
    }

    private func run(_ arguments: [String]) throws -> ProcessResult {
        let executable = PackageLayout.executable("foodybite-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("foodybite-server is not built next to the tests (\(executable.path)); run `swift build --build-tests` first.")
        }
        return try ProcessRunner.run(executable, arguments: arguments)
    }
}

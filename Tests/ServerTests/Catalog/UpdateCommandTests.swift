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

    func test_update_countsThePlacesToEatTheImportCountedUnlessToldOtherwise() throws {
        // Given a catalog imported with cafés
        let directory = try makeTemporaryDirectory()
        let export = directory.appendingPathComponent("export.json")
        try Data(#"{"elements": [{"type": "node", "id": 5, "lat": 55.68, "lon": 12.57, "tags": {"amenity": "cafe", "name": "Kaffebar"}}]}"#.utf8)
            .write(to: export)
        let dataDirectory = directory.appendingPathComponent("server-data")
        _ = try run(["import", export.path, "--data-dir", dataDirectory.path, "--amenities", "restaurant,cafe"])
        let diff = directory.appendingPathComponent("001.osc")
        try Data("""
            <osmChange version="0.6"><modify><node id="5" version="2" timestamp="2026-11-02T00:00:00Z" lat="55.68" lon="12.57">
              <tag k="amenity" v="cafe"/><tag k="name" v="Kaffebar Nord"/></node></modify></osmChange>
            """.utf8).write(to: diff)

        // When a diff renames the café, with no --amenities
        let result = try run(["update", diff.path, "--data-dir", dataDirectory.path])

        // Then the café is changed, not removed as no restaurant
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("changed: 1 restaurants"), result.stdout)
        XCTAssertTrue(result.stdout.contains("removed: 0 restaurants"), result.stdout)
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

    func test_update_followsAReplicationDirectoryFromTheSequenceGiven() throws {
        let (directory, dataDirectory) = try makeImportedCatalog()
        let fixture = try ReplicationFixture.make(in: directory.appendingPathComponent("replication"))

        let result = try run(["update", "--replication-dir", fixture.directory.path, "--start-sequence", "1", "--data-dir", dataDirectory.path])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix(11)) }, ["000/000/001", "000/000/002", "000/000/003"])
    }

    func test_update_followsAReplicationAgainAndAgainWithEvery() async throws {
        // Given a replication of two diffs, followed every second by the real binary
        let (directory, dataDirectory) = try makeImportedCatalog()
        let fixture = try ReplicationFixture.make(in: directory.appendingPathComponent("replication"), upTo: 2)
        let output = directory.appendingPathComponent("update.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: output.path, contents: nil))
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["update", "--replication-dir", fixture.directory.path, "--start-sequence", "1", "--every", "1s", "--data-dir", dataDirectory.path]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // When a third diff is published once it has applied the first two
        let appliedTwo = try await waitFor("000/000/002", in: output)
        try fixture.publish(upTo: 3)

        // Then it applies the third by itself, and keeps running
        let appliedThree = try await waitFor("000/000/003", in: output)
        XCTAssertTrue(appliedTwo)
        XCTAssertTrue(appliedThree, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
        XCTAssertTrue(process.isRunning)
    }

    // MARK: - Helpers

    /// Whether `text` shows up in the file within 30 seconds.
    private func waitFor(_ text: String, in file: URL) async throws -> Bool {
        for _ in 0..<300 {
            if let log = try? String(contentsOf: file, encoding: .utf8), log.contains(text) { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

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
        try ProcessRunner.run(try executable(), arguments: arguments)
    }

    private func executable() throws -> URL {
        let executable = PackageLayout.executable("foodybite-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("foodybite-server is not built next to the tests (\(executable.path)); run `swift build --build-tests` first.")
        }
        return executable
    }
}

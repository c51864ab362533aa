@testable import CatalogImport
import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// `foodybite-server import` as a person runs it: the built binary, its output and exit status.
final class ImportCommandTests: XCTestCase {
    func test_import_printsWhatItDidAndExitsZero() throws {
        let (file, dataDirectory) = try makeFiles(contents: OSMImporterTests.overpass)

        let result = try run(["import", file.path, "--data-dir", dataDirectory.path, "--time-zone", "Europe/Copenhagen"])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("imported: 3 new restaurants"), result.stdout)
        XCTAssertTrue(result.stdout.contains("skipped:  3"), result.stdout)
        XCTAssertTrue(result.stdout.contains("time zone: Europe/Copenhagen × 3"), result.stdout)
        XCTAssertTrue(result.stdout.contains("© OpenStreetMap contributors"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func test_import_updatesOnASecondRunAndReportsTheGuessedTimeZone() throws {
        let (file, dataDirectory) = try makeFiles(contents: OSMImporterTests.geoJSON)

        _ = try run(["import", file.path, "--data-dir", dataDirectory.path])
        let second = try run(["import", file.path, "--data-dir", dataDirectory.path])

        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("imported: 0 new restaurants"), second.stdout)
        XCTAssertTrue(second.stdout.contains("updated:  3"), second.stdout)
        XCTAssertTrue(second.stdout.contains("guessed from longitude"), second.stdout)
        XCTAssertTrue(second.stdout.contains("no name: 1"), second.stdout)
    }

    func test_import_exitsWithBadInputDataNamingTheFormatsItReadsForAFileOfAnotherFormat() throws {
        let (file, dataDirectory) = try makeFiles(contents: Data("<html><body>Not an export</body></html>".utf8))

        let result = try run(["import", file.path, "--data-dir", dataDirectory.path])

        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "Error: the file is none of the formats the importer reads (OSM PBF, OSM XML, GeoJSON FeatureCollection, Overpass JSON, the last three also compressed with bzip2 or gzip): it starts with `<`\n"
        )
    }

    func test_import_refusesInvalidUTF8AndUTF16NamingWhereAndWhat() throws {
        let cases: [(contents: Data, expected: String)] = [
            (Data(#"{"elements": [{"type": "node", "id": 1, "lat": 1, "lon": 2, "tags": {"amenity": "restaurant", "name": "Caf"#.utf8) + Data([0xE9]) + Data(#""}}]}"#.utf8),
             "Error: the file is not valid JSON (line 1, column 107: a string holds bytes that are not UTF-8 (0xE9))"),
            (#"{"elements": []}"#.data(using: .utf16LittleEndian)!, "Error: the file is UTF-16 (little-endian), not UTF-8 as JSON must be"),
        ]
        for (contents, expected) in cases {
            let (file, dataDirectory) = try makeFiles(contents: contents)

            let result = try run(["import", file.path, "--data-dir", dataDirectory.path])

            XCTAssertEqual(result.status, 65, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix(expected), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }

    func test_import_exitsWithBadInputDataForAMissingFile() throws {
        let (_, dataDirectory) = try makeFiles(contents: Data())

        let result = try run(["import", "/no/such/restaurants.geojson", "--data-dir", dataDirectory.path])

        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(result.stderr.hasPrefix("Error: cannot read /no/such/restaurants.geojson"), result.stderr)
    }

    func test_import_refusesAnUnknownTimeZoneAsAUsageError() throws {
        let (file, dataDirectory) = try makeFiles(contents: OSMImporterTests.overpass)

        let result = try run(["import", file.path, "--data-dir", dataDirectory.path, "--time-zone", "Mars/Olympus"])

        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("--time-zone"), result.stderr)
    }

    func test_import_refusesAnAmenityListThatIsNoListOfOSMValuesAsAUsageError() throws {
        let (file, dataDirectory) = try makeFiles(contents: OSMImporterTests.overpass)

        let result = try run(["import", file.path, "--data-dir", dataDirectory.path, "--amenities", "restaurant,Fast Food"])

        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("--amenities takes OSM amenity values separated by commas"), result.stderr)
        XCTAssertTrue(result.stderr.contains("'Fast Food' is not one"), result.stderr)
    }

    func test_import_leavesTheDemoCatalogUnseededOnTheNextServerStart() async throws {
        let (file, dataDirectory) = try makeFiles(contents: OSMImporterTests.overpass)
        _ = try run(["import", file.path, "--data-dir", dataDirectory.path])

        let server = try await startServer { $0.dataDirectory = dataDirectory }
        let answer = try await ServerClient(baseURL: server.baseURL)
            .get("/maps/api/place/nearbysearch/json", query: ["location": "55.68,12.57", "radius": "50000"])

        XCTAssertEqual((answer.json?["results"] as? [[String: Any]])?.count, 3)
    }

    func test_import_saysThatItWaitsWhileAnotherProcessHoldsTheDataDirectorysLock() async throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/locks"), "needs Linux's /proc/locks to see the import waiting")
        let executable = try serverExecutable()
        // Given another process opening or migrating the data directory (its lock held)
        let (file, dataDirectory) = try makeFiles(contents: OSMImporterTests.overpass)
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let lockFile = dataDirectory.appendingPathComponent("migration.lock")
        let heldLock = try HeldFileLock(url: lockFile)

        // When an import starts there, and the holder lets go once the import waits for it
        async let importing = ProcessRunner.runDetached(executable, arguments: ["import", file.path, "--data-dir", dataDirectory.path], killedAfter: 60)
        defer { heldLock.release() }
        try await heldLock.waitUntilAnotherWaits()
        heldLock.release()
        let outcome = try await importing
        let result = try XCTUnwrap(outcome, "the import did not end within a minute")

        // Then
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("waiting for another process that is opening or migrating this data directory"), result.stderr)
        XCTAssertTrue(result.stderr.contains(lockFile.path), "names the lock file: \(result.stderr)")
        XCTAssertTrue(result.stdout.contains("imported: 3 new restaurants"), result.stdout)
    }

    func test_import_refusesToStartWhileAnotherImportRunsIntoTheSameDataDirectory() throws {
        // Given another import into the data directory (its import lock held)
        let (file, dataDirectory) = try makeFiles(contents: OSMImporterTests.overpass)
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let lockFile = dataDirectory.appendingPathComponent("import.lock")
        let otherImport = try HeldFileLock(url: lockFile)
        defer { otherImport.release() }

        // When a second one starts there
        let refused = try run(["import", file.path, "--data-dir", dataDirectory.path])

        // Then it stops at once, before opening the database, with a temporary failure that says why;
        // once the other has finished, the same file imports as new restaurants.
        XCTAssertEqual(refused.status, 75, refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent(ServerDatabase.fileName).path))
        XCTAssertTrue(refused.stderr.contains("Error: another import into this data directory is running"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains(lockFile.path), "names the lock file: \(refused.stderr)")
        XCTAssertEqual(refused.stdout, "")
        otherImport.release()
        let later = try run(["import", file.path, "--data-dir", dataDirectory.path])
        XCTAssertEqual(later.status, 0, later.stderr)
        XCTAssertTrue(later.stdout.contains("imported: 3 new restaurants"), later.stdout)
    }

    func test_import_exitsWithAClearMessageWhenTheDataDirectorysImportLockCannotBeOpened() throws {
        // Given a data directory whose import.lock is a folder, not a file
        let (file, dataDirectory) = try makeFiles(contents: OSMImporterTests.overpass)
        try FileManager.default.createDirectory(at: dataDirectory.appendingPathComponent("import.lock"), withIntermediateDirectories: true)

        // When an import starts there
        let result = try run(["import", file.path, "--data-dir", dataDirectory.path])

        // Then it fails before opening anything, naming the directory and its lock file
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("its lock file import.lock cannot be opened"), result.stderr)
        XCTAssertTrue(result.stderr.contains(dataDirectory.path), result.stderr)
        XCTAssertFalse(result.stderr.contains("the import stopped"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent(ServerDatabase.fileName).path))
    }

    // MARK: - Helpers

    private func makeFiles(contents: Data) throws -> (file: URL, dataDirectory: URL) {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("export.json")
        try contents.write(to: file)
        return (file, directory.appendingPathComponent("server-data"))
    }

    private func run(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(serverExecutable(), arguments: arguments)
    }

    private func serverExecutable() throws -> URL {
        let executable = PackageLayout.executable("foodybite-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("foodybite-server is not built next to the tests (\(executable.path)); run `swift build --build-tests` first.")
        }
        return executable
    }
}

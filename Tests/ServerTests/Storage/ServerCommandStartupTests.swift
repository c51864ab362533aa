@testable import CatalogImport
import Foundation
import TestSupport
import XCTest

/// `foodybite-server serve` and `import` refuse a damaged data directory at start: a non-zero exit and a
/// message that names the file and the remedy, with no stack trace.
final class ServerCommandStartupTests: XCTestCase {
    func test_serve_refusesADatabaseWithOverwrittenPages() async throws {
        let directory = try await DataDirectoryFixture.withCatalog(in: makeDataDirectory())
        try DataDirectoryFixture.overwritePages(20, in: directory)

        let outcome = try ServerCommandRunner.run(["serve", "--data-dir", directory.path, "--port", "0"])

        assertRefused(outcome, directory: directory)
    }

    func test_serve_refusesAnEmptiedDatabase() async throws {
        let directory = try await DataDirectoryFixture.withCatalog(in: makeDataDirectory())
        try DataDirectoryFixture.truncateDatabase(in: directory)

        let outcome = try ServerCommandRunner.run(["serve", "--data-dir", directory.path, "--port", "0"])

        assertRefused(outcome, directory: directory)
        XCTAssertEqual(try DataDirectoryFixture.size(ofDatabaseIn: directory), 0)
    }

    func test_serve_refusesAFileThatIsNotADatabase() throws {
        let directory = try makeDataDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(String(repeating: "not a database ", count: 400).utf8).write(to: DataDirectoryFixture.databaseURL(in: directory))

        let outcome = try ServerCommandRunner.run(["serve", "--data-dir", directory.path, "--port", "0"])

        assertRefused(outcome, directory: directory)
    }

    func test_import_refusesADatabaseWithOverwrittenPages() async throws {
        let directory = try await DataDirectoryFixture.withCatalog(in: makeDataDirectory())
        try DataDirectoryFixture.overwritePages(20, in: directory)
        let export = try makeTemporaryDirectory().appendingPathComponent("export.json")
        try OSMImporterTests.overpass.write(to: export)

        let outcome = try ServerCommandRunner.run(["import", export.path, "--data-dir", directory.path])

        assertRefused(outcome, directory: directory)
    }

    // MARK: - Helpers

    private func makeDataDirectory() throws -> URL {
        try makeTemporaryDirectory().appendingPathComponent("server")
    }

    private func assertRefused(_ outcome: ServerCommandRunner.Outcome, directory: URL, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(outcome.wasStopped, "it refused to start instead of serving: \(outcome.stderr)", file: file, line: line)
        XCTAssertNotEqual(outcome.status, 0, file: file, line: line)
        XCTAssertTrue(outcome.stderr.hasPrefix("Error: "), outcome.stderr, file: file, line: line)
        XCTAssertTrue(outcome.stderr.contains(DataDirectoryFixture.databaseURL(in: directory).path), "names the file: \(outcome.stderr)", file: file, line: line)
        XCTAssertTrue(outcome.stderr.contains("backup"), "says what to do: \(outcome.stderr)", file: file, line: line)
        XCTAssertFalse(outcome.stderr.contains("Stack"), "no stack trace: \(outcome.stderr)", file: file, line: line)
        XCTAssertFalse(outcome.stderr.contains("Fatal error"), outcome.stderr, file: file, line: line)
        XCTAssertLessThanOrEqual(outcome.stderr.split(separator: "\n").count, 2, outcome.stderr, file: file, line: line)
    }
}

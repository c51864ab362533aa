import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import TestSupport
import XCTest

/// A damaged database is refused at start with a message naming the file and what to do; a database that
/// held data is never silently replaced by an empty one.
final class ServerDatabaseDamageTests: XCTestCase {
    func test_open_refusesADatabaseWithOverwrittenPagesNamingTheFileAndTheRemedy() async throws {
        let directory = try await DataDirectoryFixture.withCatalog(in: makeDataDirectory())
        try DataDirectoryFixture.overwritePages(20, in: directory)

        XCTAssertThrowsError(try ServerDatabase.open(in: directory)) { error in
            assertNamesFileAndRemedy(error, directory: directory)
            XCTAssertTrue("\(error)".contains("damaged"), "\(error)")
        }
    }

    func test_open_refusesAnEmptiedDatabaseAndLeavesTheFileAsItIs() async throws {
        let directory = try await DataDirectoryFixture.withCatalog(in: makeDataDirectory())
        try DataDirectoryFixture.truncateDatabase(in: directory)

        XCTAssertThrowsError(try ServerDatabase.open(in: directory)) { error in
            assertNamesFileAndRemedy(error, directory: directory)
        }
        XCTAssertEqual(try DataDirectoryFixture.size(ofDatabaseIn: directory), 0, "not re-created")
    }

    func test_open_refusesAMissingDatabaseInADataDirectoryThatHeldOne() async throws {
        let directory = try await DataDirectoryFixture.withCatalog(in: makeDataDirectory())
        try FileManager.default.removeItem(at: DataDirectoryFixture.databaseURL(in: directory))

        XCTAssertThrowsError(try ServerDatabase.open(in: directory)) { error in
            assertNamesFileAndRemedy(error, directory: directory)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: DataDirectoryFixture.databaseURL(in: directory).path))
    }

    func test_open_refusesAnEmptyDatabaseBesideASigningKeyFromBeforeTheMarker() async throws {
        let directory = try await DataDirectoryFixture.withCatalog(in: makeDataDirectory())
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".created") {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
        try Data(repeating: 7, count: 64).write(to: directory.appendingPathComponent("jwt-signing.key"))
        try DataDirectoryFixture.truncateDatabase(in: directory)

        XCTAssertThrowsError(try ServerDatabase.open(in: directory)) { error in
            assertNamesFileAndRemedy(error, directory: directory)
            XCTAssertTrue("\(error)".contains("jwt-signing.key"), "names the rule: \(error)")
        }
    }

    func test_open_createsADatabaseInABrandNewDataDirectoryEvenOverAnEmptyFile() throws {
        let directory = try makeDataDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: DataDirectoryFixture.databaseURL(in: directory).path, contents: Data()))

        let database = try ServerDatabase.open(in: directory)

        let tables = try database.pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name = 'account'") }
        XCTAssertEqual(tables, 1)
    }

    func test_open_createsADatabaseBesideASigningKeyProvisionedBeforeTheFirstStart() throws {
        let directory = try makeDataDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(repeating: 7, count: 64).write(to: directory.appendingPathComponent("jwt-signing.key"))

        XCTAssertNoThrow(try ServerDatabase.open(in: directory))
    }

    func test_open_refusesAFileThatIsNotADatabase() throws {
        let directory = try makeDataDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(String(repeating: "not a database ", count: 400).utf8).write(to: DataDirectoryFixture.databaseURL(in: directory))

        XCTAssertThrowsError(try ServerDatabase.open(in: directory)) { error in
            assertNamesFileAndRemedy(error, directory: directory)
        }
    }

    func test_open_opensAnUndamagedDatabaseAgain() async throws {
        let directory = try await DataDirectoryFixture.withCatalog(in: makeDataDirectory())

        let database = try ServerDatabase.open(in: directory)

        let count = try await database.restaurantCount()
        XCTAssertEqual(count, 3_000)
    }

    // MARK: - Helpers

    private func makeDataDirectory() throws -> URL {
        try makeTemporaryDirectory().appendingPathComponent("server")
    }

    private func assertNamesFileAndRemedy(_ error: any Error, directory: URL, file: StaticString = #filePath, line: UInt = #line) {
        let message = "\(error)"
        XCTAssertTrue(message.contains(DataDirectoryFixture.databaseURL(in: directory).path), "names the file: \(message)", file: file, line: line)
        XCTAssertTrue(message.contains("backup"), "says what to do: \(message)", file: file, line: line)
    }
}

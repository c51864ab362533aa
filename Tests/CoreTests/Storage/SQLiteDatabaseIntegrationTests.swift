import Core
import Foundation
import GRDB
import TestSupport
import XCTest

final class SQLiteDatabaseIntegrationTests: XCTestCase {
    func test_open_createsTheFileInWALModeWithTheSchema() throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("nested/cache.sqlite")

        let database = try open(url)

        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
        XCTAssertEqual(try database.pool.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }, "wal")
        XCTAssertTrue(try database.pool.read { try $0.tableExists("cacheEntry") })
    }

    func test_open_keepsDataBetweenOpenings() async throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("cache.sqlite")
        try await SQLiteKeyValueStore(database: open(url)).set(Data("v".utf8), forKey: "k")

        let reopened = SQLiteKeyValueStore(database: try open(url))

        let value = try await reopened.data(forKey: "k")
        XCTAssertEqual(value, Data("v".utf8))
    }

    func test_open_movesADamagedFileAsideWithAWarningAndStartsANewOne() async throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("cache.sqlite")
        let garbage = Data(repeating: 0xAB, count: 8_192)
        try garbage.write(to: url)
        let warnings = WarningSpy()

        let database = try SQLiteDatabase.open(at: url, migrator: LocalStoreSchema.migrator, warn: warnings.record)

        try await SQLiteKeyValueStore(database: database).set(Data("v".utf8), forKey: "k")
        let movedAside = try movedAsideFiles(next: url)
        XCTAssertEqual(movedAside.count, 1)
        XCTAssertEqual(try Data(contentsOf: movedAside[0]), garbage, "The damaged file must be kept, not deleted")
        XCTAssertEqual(warnings.messages.count, 1)
        XCTAssertTrue(warnings.messages.first?.contains("was damaged") == true)
        XCTAssertTrue(warnings.messages.first?.contains(movedAside[0].path) == true)
    }

    func test_open_movesAForeignSQLiteFileAsideInsteadOfWritingIntoIt() throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("cache.sqlite")
        try DatabaseQueue(path: url.path).write { try $0.execute(sql: "CREATE TABLE someone_elses (x)") }
        let warnings = WarningSpy()

        _ = try SQLiteDatabase.open(at: url, migrator: LocalStoreSchema.migrator, warn: warnings.record)

        let movedAside = try movedAsideFiles(next: url)
        XCTAssertEqual(movedAside.count, 1)
        XCTAssertTrue(try DatabaseQueue(path: movedAside[0].path).read { try $0.tableExists("someone_elses") })
        XCTAssertTrue(warnings.messages.first?.contains("belongs to another program") == true)
    }

    func test_open_refusesAFileMigratedByANewerVersionAndLeavesItAlone() throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("cache.sqlite")
        var newer = LocalStoreSchema.migrator
        newer.registerMigration("v99: from the future") { try $0.execute(sql: "CREATE TABLE future (x)") }
        _ = try SQLiteDatabase.open(at: url, migrator: newer, warn: { _ in })

        XCTAssertThrowsError(try open(url)) { error in
            XCTAssertEqual(error as? SQLiteDatabaseError, .madeByNewerVersion(path: url.path))
        }
        XCTAssertEqual(try movedAsideFiles(next: url), [])
    }

    // MARK: - Helpers

    private func open(_ url: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase.open(at: url, migrator: LocalStoreSchema.migrator, warn: { message in XCTFail("Unexpected warning: \(message)") })
    }

    private func movedAsideFiles(next url: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(url.lastPathComponent + ".damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
            .map { url.deletingLastPathComponent().appendingPathComponent($0) }
    }

    private final class WarningSpy: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []

        var messages: [String] { lock.withLock { recorded } }

        var record: @Sendable (String) -> Void {
            { [self] message in lock.withLock { recorded.append(message) } }
        }
    }
}

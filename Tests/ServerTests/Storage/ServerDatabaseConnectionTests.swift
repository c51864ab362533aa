import FoodybiteServer
import Foundation
import GRDB
import TestSupport
import XCTest

/// How the server's connections to its SQLite file are set up.
final class ServerDatabaseConnectionTests: XCTestCase {
    func test_open_readsTheFileThroughAMemoryMapOnReadersAndTheWriter() throws {
        let database = try ServerDatabase.open(in: try makeTemporaryDirectory())

        let readerMap = try database.pool.read { db in try Int.fetchOne(db, sql: "PRAGMA mmap_size") }
        let writerMap = try database.pool.write { db in try Int.fetchOne(db, sql: "PRAGMA mmap_size") }

        XCTAssertEqual(readerMap, ServerDatabase.memoryMapSize)
        XCTAssertEqual(writerMap, ServerDatabase.memoryMapSize)
    }
}

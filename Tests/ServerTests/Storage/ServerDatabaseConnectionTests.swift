import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import Synchronization
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

    /// Several processes, or servers in one process, starting at once on a new data directory: SQLite
    /// refuses to switch a file to WAL at once from two connections without waiting ("database is locked"
    /// at once, whatever the busy timeout), so the file's creation must be taken in turns.
    func test_open_succeedsEverywhereWhenManyOpenAtOnceOnAFreshDirectory() throws {
        for _ in 0..<20 {
            let directory = try makeTemporaryDirectory().appendingPathComponent("server")
            let failures = Mutex<[String]>([])

            DispatchQueue.concurrentPerform(iterations: 6) { _ in
                do {
                    _ = try ServerDatabase.open(in: directory)
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }

            XCTAssertEqual(failures.withLock { $0 }, [])
        }
    }
}

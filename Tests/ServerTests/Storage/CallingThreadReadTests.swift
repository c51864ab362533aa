@testable import FoodybiteServer
import Foundation
import GRDB
import TestSupport
import XCTest

/// A read on the calling thread (called directly: whether `readOnCallingThreadWhenFree` takes it
/// depends on the machine's cores) is one snapshot, as GRDB's own reads are, and leaves its
/// connection as it found it whatever happens inside.
final class CallingThreadReadTests: XCTestCase {
    func test_readOnCallingThread_seesOneSnapshotWhileAWriteLandsInBetween() throws {
        // Given a pool with one row, and another connection to the same file
        let (sut, writer) = try makeSUT()

        // When the other connection adds a row between the read's two statements
        let counts = try sut.readOnCallingThread { db in
            let before = try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? -1
            try writer.write { db in try db.execute(sql: "INSERT INTO item DEFAULT VALUES") }
            let after = try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? -1
            return [before, after]
        }
        let later = try sut.readOnCallingThread { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") }

        // Then the read saw the row count it began with, and the next read sees the new row
        XCTAssertEqual(counts, [1, 1])
        XCTAssertEqual(later, 2)
    }

    func test_readOnCallingThread_rollsBackWhenTheReadThrowsSoTheNextReadSeesNewRows() throws {
        // Given a pool with one row, and another connection to the same file
        let (sut, writer) = try makeSUT()
        struct Failure: Error {}

        // When a read fails halfway, then a row is added
        XCTAssertThrowsError(try sut.readOnCallingThread { db -> Int in
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM item")
            throw Failure()
        }) { XCTAssertTrue($0 is Failure, "\($0)") }
        try writer.write { db in try db.execute(sql: "INSERT INTO item DEFAULT VALUES") }
        let (count, isInsideTransaction) = try sut.readOnCallingThread { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM item"), db.isInsideTransaction)
        }

        // Then the connection's next read is a transaction of its own, with a fresh snapshot
        XCTAssertEqual(count, 2)
        XCTAssertTrue(isInsideTransaction)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) throws -> (sut: DatabasePool, writer: DatabasePool) {
        let path = try makeTemporaryDirectory(file: file, line: line).appendingPathComponent("read.sqlite").path
        var configuration = Configuration()
        configuration.maximumReaderCount = 1
        let sut = try DatabasePool(path: path, configuration: configuration)
        try sut.write { db in
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO item DEFAULT VALUES")
        }
        return (sut, try DatabasePool(path: path))
    }
}

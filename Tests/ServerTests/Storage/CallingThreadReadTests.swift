@testable import FoodybiteServer
import Foundation
import GRDB
import TestSupport
import XCTest

/// A read on the calling thread is one snapshot, as GRDB's own reads are, and leaves its connection
/// as it found it whatever happens inside.
final class CallingThreadReadTests: XCTestCase {
    func test_readOnCallingThreadWhenFree_seesOneSnapshotWhileAWriteLandsInBetween() async throws {
        // Given a pool with one row, and another connection to the same file
        let (sut, writer) = try makeSUT()

        // When the other connection adds a row between the read's two statements
        let counts = try await sut.readOnCallingThreadWhenFree { db in
            let before = try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? -1
            try writer.write { db in try db.execute(sql: "INSERT INTO item DEFAULT VALUES") }
            let after = try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? -1
            return [before, after]
        }
        let later = try await sut.readOnCallingThreadWhenFree { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") }

        // Then the read saw the row count it began with, and the next read sees the new row
        XCTAssertEqual(counts, [1, 1])
        XCTAssertEqual(later, 2)
    }

    func test_readOnCallingThreadWhenFree_leavesNoTransactionOpenWhenTheReadThrows() async throws {
        // Given
        let (sut, writer) = try makeSUT()
        struct Failure: Error {}

        // When a read fails halfway, then a row is added
        do {
            _ = try await sut.readOnCallingThreadWhenFree { db -> Int in
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM item")
                throw Failure()
            }
            XCTFail("the read should throw")
        } catch is Failure {}
        try await writer.write { db in try db.execute(sql: "INSERT INTO item DEFAULT VALUES") }
        let (count, isInsideTransaction) = try await sut.readOnCallingThreadWhenFree { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM item"), db.isInsideTransaction)
        }
        let afterwards = try await sut.unsafeRead { db in db.isInsideTransaction }

        // Then the connection's next read is a fresh snapshot, and it closes its transaction too
        XCTAssertEqual(count, 2)
        XCTAssertTrue(isInsideTransaction, "a read is a transaction")
        XCTAssertFalse(afterwards)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: DatabasePool, writer: DatabasePool) {
        let path = try makeTemporaryDirectory().appendingPathComponent("read.sqlite").path
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

@testable import CatalogDomain
@testable import CatalogSQLite
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
import TestSupport
import XCTest

/// A read on the calling thread is one snapshot, as GRDB's own reads are, on a connection of its own
/// that it leaves as it found it whatever happens inside; when every such connection is taken, the read
/// goes through the pool instead of waiting.
final class CallingThreadReadersTests: XCTestCase {
    func test_read_seesOneSnapshotWhileAWriteLandsInBetween() async throws {
        // Given a pool with one row, and another connection to the same file
        let (sut, writer, _) = try makeSUT()

        // When the other connection adds a row between the read's two statements
        let counts = try await sut.read { db in
            let before = try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? -1
            try writer.write { db in try db.execute(sql: "INSERT INTO item DEFAULT VALUES") }
            let after = try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? -1
            return [before, after]
        }
        let later = try await sut.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") }

        // Then the read saw the row count it began with, and the next read sees the new row
        XCTAssertEqual(counts, [1, 1])
        XCTAssertEqual(later, 2)
    }

    func test_read_rollsBackWhenTheReadThrowsSoTheNextReadSeesNewRows() async throws {
        // Given a pool with one row, and another connection to the same file
        let (sut, writer, _) = try makeSUT()
        struct Failure: Error {}

        // When a read fails halfway, then a row is added
        do {
            _ = try await sut.read { db -> Int in
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM item")
                throw Failure()
            }
            XCTFail("expected the read to throw")
        } catch {
            XCTAssertTrue(error is Failure, "\(error)")
        }
        try await writer.write { db in try db.execute(sql: "INSERT INTO item DEFAULT VALUES") }
        let (count, isInsideTransaction) = try await sut.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM item"), db.isInsideTransaction)
        }

        // Then the connection's next read is a transaction of its own, with a fresh snapshot
        XCTAssertEqual(count, 2)
        XCTAssertTrue(isInsideTransaction)
    }

    func test_read_usesAConnectionOfItsOwnWhileThePoolsOnlyReaderIsTaken() async throws {
        // Given a pool whose only reader connection is held by a read that waits (at most a few seconds)
        let (sut, _, pool) = try makeSUT(connections: 1)
        let holder = HeldRead()
        Thread.detachNewThread {
            _ = try? pool.read { _ in holder.hold() }
        }
        guard holder.waitUntilHeld() else { return XCTFail("the pool's reader was never held") }

        // When a read runs on the calling thread
        let count = try await sut.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") }
        let heldMeanwhile = holder.isStillHeld
        holder.release()

        // Then it is answered while the pool's reader is still held
        XCTAssertEqual(count, 1)
        XCTAssertTrue(heldMeanwhile, "the read waited for the pool's reader")
    }

    func test_read_goesThroughThePoolWhenEveryConnectionOfItsOwnIsTaken() async throws {
        // Given readers with one connection, held by a read that waits (at most a few seconds)
        let (sut, _, _) = try makeSUT(connections: 1)
        let holder = HeldRead()
        let held = Task.detached { try await sut.read { _ in holder.hold() } }
        guard holder.waitUntilHeld() else { return XCTFail("the connection was never held") }

        // When another read comes
        let count = try await sut.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") }
        let heldMeanwhile = holder.isStillHeld
        holder.release()
        try await held.value

        // Then it is answered through the pool while the connection is still held
        XCTAssertEqual(count, 1)
        XCTAssertTrue(heldMeanwhile, "the read waited for the held connection")
    }

    func test_read_goesThroughThePoolWhenItsConnectionCannotBeOpened() async throws {
        // Given a pool whose reader is open, and a file that is gone, so no new connection opens
        let (sut, _, pool) = try makeSUT(connections: 1)
        _ = try await pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") }
        try FileManager.default.removeItem(atPath: pool.path)

        // When it reads, twice
        let counts = [
            try await sut.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") },
            try await sut.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") },
        ]

        // Then the pool's open reader answers both
        XCTAssertEqual(counts, [1, 1])
    }

    func test_read_answersFromTheQueueWhenGivenADatabaseQueue() async throws {
        // Given readers over a database queue, which has no file to open more connections on
        let queue = try DatabaseQueue()
        try await queue.write { db in
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO item DEFAULT VALUES")
        }
        let sut = CallingThreadReaders(sharing: queue)
        trackForMemoryLeaks(sut)

        // When it reads
        let count = try await sut.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") }

        // Then the queue answers
        XCTAssertEqual(count, 1)
    }

    func test_nearby_finishesWhileAsynchronousReadsWaitForThePoolsOnlyConnection() throws {
        // Given a pool with one reader connection, and a catalog reading beside it
        let (database, directory) = try makeCatalogDatabase()
        let restaurants = (0..<50).map { index in
            CatalogRestaurant(
                placeID: PlaceIdentifier.placeID(forSourceKey: "read:\(index)"), sourceKey: "read:\(index)", source: .demo, name: "Tasca \(index)",
                location: GeoPoint(latitude: 38.72 + Double(index) * 0.0001, longitude: -9.14), rating: 3 + Double(index % 20) / 10, ratingsTotal: index
            )
        }
        try database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }
        var configuration = Configuration()
        configuration.maximumReaderCount = 1
        let pool = try DatabasePool(path: directory.appendingPathComponent("server.sqlite").path, configuration: configuration)
        let catalog = SQLiteRestaurantCatalog(reader: pool)
        let finished = expectation(description: "every read finished")

        // When hundreds of both run at once
        Task.detached {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<400 {
                    group.addTask {
                        if index.isMultiple(of: 2) {
                            _ = try await pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurant") }
                        } else {
                            _ = try await catalog.nearby(NearbyQuery(center: GeoPoint(latitude: 38.72, longitude: -9.14), radius: 1_000), now: Date())
                        }
                    }
                }
                try await group.waitForAll()
            }
            finished.fulfill()
        }

        // Then they all finish: no search holds a thread waiting for a connection that only a suspended
        // read can give back
        wait(for: [finished], timeout: 60)
    }

    // MARK: - Helpers

    private func makeSUT(
        connections: Int = 2, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (sut: CallingThreadReaders, writer: DatabasePool, pool: DatabasePool) {
        let path = try makeTemporaryDirectory(file: file, line: line).appendingPathComponent("read.sqlite").path
        var configuration = Configuration()
        configuration.maximumReaderCount = 1
        let pool = try DatabasePool(path: path, configuration: configuration)
        try pool.write { db in
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO item DEFAULT VALUES")
        }
        let sut = CallingThreadReaders(sharing: pool, connections: connections)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, try DatabasePool(path: path), pool)
    }
}

/// A read that holds its connection until released, or for a few seconds at most, so that a read
/// wrongly waiting for it ends the test with a failure rather than a hang.
private final class HeldRead: Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    func hold() {
        held.signal()
        _ = released.wait(timeout: .now() + 3)
        finished.signal()
    }

    /// False when the holding read never began (its read failed, say).
    func waitUntilHeld() -> Bool {
        held.wait(timeout: .now() + 10) == .success
    }

    var isStillHeld: Bool {
        finished.wait(timeout: .now()) == .timedOut
    }

    func release() {
        released.signal()
    }
}

import FoodybiteServer
import Foundation
import GRDB
import XCTest

/// Another process (an import) holding the database's write lock makes writes wait; when the wait is
/// over they answer 503 with Retry-After, never a 500.
final class StorageBusyRouteTests: XCTestCase {
    func test_signup_answers503WithRetryAfterWhileAnotherProcessHoldsTheWriteLock() async throws {
        let sut = try await makeSUT()
        let lock = try holdWriteLock(in: sut.dataDirectory)
        defer { try? lock.release() }

        let answer = try await sut.client.post("/auth/signup", json: TestAccount().signupJSON)

        assertAPIError(answer, status: 503)
        XCTAssertNotNil(answer.header("Retry-After").flatMap(Int.init), "Retry-After in seconds")
    }

    func test_postReview_answers503WithRetryAfterWhileAnotherProcessHoldsTheWriteLock() async throws {
        let sut = try await makeSUT()
        let eve = try await sut.client.signedUpAndLoggedIn()
        let lock = try holdWriteLock(in: sut.dataDirectory)
        defer { try? lock.release() }

        let answer = try await sut.client.postReview(restaurantID: "place-1", bearer: eve.accessToken)

        assertAPIError(answer, status: 503)
        XCTAssertNotNil(answer.header("Retry-After").flatMap(Int.init), "Retry-After in seconds")
    }

    func test_writes_succeedAgainOnceTheLockIsReleased() async throws {
        let sut = try await makeSUT()
        let lock = try holdWriteLock(in: sut.dataDirectory)
        _ = try await sut.client.post("/auth/signup", json: TestAccount().signupJSON)

        try lock.release()

        try await sut.client.signup(TestAccount())
    }

    func test_databaseWaitsFiveSecondsForTheWriteLockByDefault() {
        let configuration = ServerConfiguration(dataDirectory: URL(fileURLWithPath: "/nonexistent"))

        XCTAssertEqual(configuration.databaseBusyTimeout, 5)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> FoodybiteAPIFixture {
        try await startFoodybiteAPI(configure: { $0.databaseBusyTimeout = 0.2 }, file: file, line: line)
    }

    /// A write transaction opened by another connection, as `foodybite-server import` holds one, until
    /// `release()`.
    private func holdWriteLock(in dataDirectory: URL) throws -> HeldWriteLock {
        let lock = HeldWriteLock(queue: try DatabaseQueue(path: dataDirectory.appendingPathComponent("server.sqlite").path))
        try lock.acquire()
        return lock
    }

    private final class HeldWriteLock: @unchecked Sendable {
        private let queue: DatabaseQueue
        private let acquired = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)
        private var failure: (any Error)?
        private var isHeld = false

        init(queue: DatabaseQueue) {
            self.queue = queue
        }

        func acquire() throws {
            Thread { [self] in
                do {
                    try queue.inDatabase { db in
                        try db.execute(sql: "BEGIN IMMEDIATE")
                        acquired.signal()
                        released.wait()
                        try db.execute(sql: "COMMIT")
                    }
                } catch {
                    failure = error
                    acquired.signal()
                }
            }.start()
            acquired.wait()
            if let failure { throw failure }
            isHeld = true
        }

        func release() throws {
            guard isHeld else { return }
            isHeld = false
            released.signal()
            queue.inDatabase { _ in }
        }
    }
}

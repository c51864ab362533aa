import Core
import Foundation
import Synchronization
import TestSupport
import XCTest

/// `flock` locks belong to an open file, so two `FileLock`s on one path exclude each other within a
/// process exactly as two processes of the app do.
final class FileLockTests: XCTestCase {
    func test_withLock_returnsWhatTheBodyReturnsAndCreatesAPrivateLockFile() async throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("state/refresh.lock")

        let result = try await FileLock(fileURL: url).withLock { 42 }

        XCTAssertEqual(result, 42)
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
    }

    func test_withLock_letsOneHolderAtATimeRunItsBody() async throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("refresh.lock")
        let holders = HolderCount()

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await FileLock(fileURL: url).withLock {
                        holders.enter()
                        try await Task.sleep(for: .milliseconds(5))
                        holders.leave()
                    }
                }
            }
            try await group.waitForAll()
        }

        XCTAssertEqual(holders.entries, 8)
        XCTAssertEqual(holders.mostAtOnce, 1, "two bodies ran while holding the same lock")
    }

    func test_withLock_throwsTimedOutWhenAnotherHolderKeepsTheLockPastItsPatience() async throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("refresh.lock")
        try await whileAnotherHolderHolds(url) {
            await assertThrowsAsync(FileLockError.timedOut(path: url.path)) {
                try await FileLock(fileURL: url, patience: .milliseconds(60)).withLock {}
            }
        }
    }

    func test_withLock_releasesTheLockWhenTheBodyThrows() async throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("refresh.lock")

        await assertThrowsAsync(AnyError()) {
            try await FileLock(fileURL: url).withLock { throw AnyError() }
        }
        let next = try await FileLock(fileURL: url, patience: .zero).withLock { "acquired" }

        XCTAssertEqual(next, "acquired")
    }

    func test_withLock_throwsCannotOpenWhenTheLockPathIsAFolder() async throws {
        let folder = try makeTemporaryDirectory()

        await assertThrowsAsync(FileLockError.cannotOpen(path: folder.path)) {
            try await FileLock(fileURL: folder).withLock {}
        }
    }

    func test_withLockBlockingThread_letsOneHolderAtATimeRunItsBodyAcrossThreads() throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("setup.lock")
        let holders = HolderCount()
        let failures = Mutex<[String]>([])

        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            do {
                try FileLock(fileURL: url).withLockBlockingThread {
                    holders.enter()
                    Thread.sleep(forTimeInterval: 0.005)
                    holders.leave()
                }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }

        XCTAssertEqual(failures.withLock { $0 }, [])
        XCTAssertEqual(holders.entries, 6)
        XCTAssertEqual(holders.mostAtOnce, 1, "two bodies ran while holding the same lock")
    }

    func test_withLockBlockingThread_throwsTimedOutWhenAnotherHolderKeepsTheLockPastItsPatience() async throws {
        let url = try makeTemporaryDirectory().appendingPathComponent("setup.lock")
        try await whileAnotherHolderHolds(url) {
            XCTAssertThrowsError(try FileLock(fileURL: url, patience: .milliseconds(60)).withLockBlockingThread {}) { error in
                XCTAssertEqual(error as? FileLockError, .timedOut(path: url.path))
            }
        }
    }

    // MARK: - Helpers

    /// Runs `body` while another `FileLock` on `url` holds the lock.
    private func whileAnotherHolderHolds(_ url: URL, _ body: () async throws -> Void) async throws {
        let (held, holding) = AsyncStream.makeStream(of: Void.self)
        let (release, releasing) = AsyncStream.makeStream(of: Void.self)
        let holder = Task {
            try await FileLock(fileURL: url).withLock {
                holding.yield()
                for await _ in release { break }
            }
        }
        for await _ in held { break }
        do {
            try await body()
        } catch {
            releasing.yield()
            throw error
        }
        releasing.yield()
        try await holder.value
    }
}

import FoodybiteServer
import Foundation
import Synchronization
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A start whose task is cancelled on the way (a group of starts of which one failed, an interrupted
/// command) ends instead of waiting for the server it began.
final class RunningServerCancellationTests: XCTestCase {
    func test_start_throwsCancellationErrorWhenCancelledWhileTheDatabaseIsBeingOpened() async throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/locks"), "needs Linux's /proc/locks to see the start waiting")
        let directory = try makeTemporaryDirectory().appendingPathComponent("server")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let heldLock = try HeldFileLock(url: directory.appendingPathComponent("migration.lock"))
        // Released however the test ends: a start left blocked would hold a thread of the shared pool.
        addTeardownBlock { heldLock.release() }
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, dataDirectory: directory, bcryptCost: 4)
        configuration.catalog.demoRestaurantCount = 0

        let start = Task { [configuration] in try await RunningServer.start(configuration: configuration) }
        try await heldLock.waitUntilAnotherWaits()
        start.cancel()
        heldLock.release()
        let outcome = await outcome(of: start, within: .seconds(10))

        switch outcome {
        case .finished(.failure(let error)):
            XCTAssertTrue(error is CancellationError, "\(error)")
        case .finished(.success(let server)):
            await server.stop()
            XCTFail("a cancelled start returned a running server")
        case .stillRunning:
            XCTFail("the cancelled start never ended")
        }
    }

    // MARK: - Helpers

    private enum Outcome {
        case finished(Result<RunningServer, any Error>)
        case stillRunning
    }

    /// Waits for `task` up to `limit`, without waiting on past it: a start that never ends fails the test
    /// instead of hanging it.
    private func outcome(of task: Task<RunningServer, any Error>, within limit: Duration) async -> Outcome {
        let finished = FinishedStart()
        Task {
            let value = await task.result
            finished.result.withLock { $0 = value }
        }
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let value = finished.result.withLock({ $0 }) { return .finished(value) }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return .stillRunning
    }

    private final class FinishedStart: Sendable {
        let result = Mutex<Result<RunningServer, any Error>?>(nil)
    }
}

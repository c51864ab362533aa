@testable import FoodybiteServer
@testable import ServerPostgres
import XCTest

/// An operation that may never end is answered by its deadline, and never waited for.
final class BoundedOperationTests: XCTestCase {
    func test_run_answersTheOperationsResultWhenItComesInTime() async throws {
        let result = try await BoundedOperation.run(checkpoints: [.seconds(10)], deadline: { _ in Expired() }) { 42 }

        XCTAssertEqual(result, 42)
    }

    func test_run_throwsTheDeadlinesErrorWhileTheOperationNeverEnds() async throws {
        let started = ContinuousClock.now
        do {
            _ = try await BoundedOperation<Int>.run(checkpoints: [.milliseconds(50)], deadline: { _ in Expired() }) {
                try await Self.forever()
            }
            XCTFail("Expected the deadline's error")
        } catch is Expired {}
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "the deadline must not wait for the operation")
    }

    func test_run_asksTheDeadlineAtEachCheckpointAndKeepsWaitingWhileItAnswersNil() async throws {
        let asked = Checkpoints()

        do {
            _ = try await BoundedOperation<Int>.run(checkpoints: [.milliseconds(20), .milliseconds(20)], deadline: { index in
                asked.append(index)
                return index == 0 ? nil : Expired()
            }) { try await Self.forever() }
            XCTFail("Expected the second checkpoint's error")
        } catch is Expired {}

        XCTAssertEqual(asked.values, [0, 1])
    }

    func test_run_passesTheOperationsErrorOn() async {
        do {
            _ = try await BoundedOperation<Int>.run(checkpoints: [.seconds(10)], deadline: { _ in nil }) { throw Failed() }
            XCTFail("Expected the operation's error")
        } catch {
            XCTAssertTrue(error is Failed, "\(error)")
        }
    }

    func test_run_endsWithCancellationWhenItsTaskIsCancelled() async {
        let task = Task.detached { try await BoundedOperationTests.runForever() }
        task.cancel()

        let outcome = await task.result

        XCTAssertThrowsError(try outcome.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    }

    // MARK: - Helpers

    private struct Expired: Error {}
    private struct Failed: Error {}

    private static func runForever() async throws -> Int {
        try await BoundedOperation<Int>.run(checkpoints: [.seconds(60)], deadline: { _ in Expired() }) { try await forever() }
    }

    /// Never ends, even when cancelled (as a read on a connection whose database vanished).
    private static func forever() async throws -> Int {
        await withCheckedContinuation { Stuck.shared.hold($0) }
        return 0
    }

    /// Holds continuations that are never resumed, so that no one is reported as leaked.
    private final class Stuck: @unchecked Sendable {
        static let shared = Stuck()
        private let lock = NSLock()
        private var held: [CheckedContinuation<Void, Never>] = []
        func hold(_ continuation: CheckedContinuation<Void, Never>) { lock.withLock { held.append(continuation) } }
    }

    private final class Checkpoints: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [Int] = []
        var values: [Int] { lock.withLock { asked } }
        func append(_ index: Int) { lock.withLock { asked.append(index) } }
    }
}

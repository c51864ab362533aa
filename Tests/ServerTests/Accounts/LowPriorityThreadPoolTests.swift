@testable import Accounts
@testable import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// Password hashing runs on threads that yield the CPU to the server's other work under load.
final class LowPriorityThreadPoolTests: XCTestCase {
    func test_run_runsTheWorkInTheIdleSchedulingClassAndLeavesTheCallersThreadAlone() async throws {
        #if !os(Linux)
        throw XCTSkip("The idle scheduling class is Linux's.")
        #endif
        let sut = makeSUT(threads: 1)
        let callersBefore = LowPriorityThreadPool.currentThreadSchedulingPolicy()

        let policy = try await sut.run { LowPriorityThreadPool.currentThreadSchedulingPolicy() }

        XCTAssertEqual(policy, LowPriorityThreadPool.idleSchedulingPolicy)
        XCTAssertEqual(LowPriorityThreadPool.currentThreadSchedulingPolicy(), callersBefore)
        XCTAssertNotEqual(callersBefore, LowPriorityThreadPool.idleSchedulingPolicy)
    }

    func test_run_answersWhatTheWorkReturnsAndRethrowsWhatItThrows() async throws {
        let sut = makeSUT(threads: 2)

        let answer = try await sut.run { 6 * 7 }

        XCTAssertEqual(answer, 42)
        await assertThrowsAsync { _ = try await sut.run { throw CocoaError(.featureUnsupported) } }
    }

    // MARK: - Helpers

    private func makeSUT(threads: Int) -> LowPriorityThreadPool {
        let sut = LowPriorityThreadPool(threads: threads)
        addTeardownBlock { try await sut.shutdown() }
        return sut
    }
}

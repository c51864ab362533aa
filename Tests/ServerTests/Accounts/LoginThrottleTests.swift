@testable import Accounts
@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
import XCTest

final class LoginThrottleTests: XCTestCase {
    func test_beginAttempt_allowsAsManyAttemptsAsTheMaximumOfFailures() async throws {
        let (sut, _) = makeSUT(maximumFailures: 3, window: 60)

        var decisions: [LoginAttemptDecision] = []
        for _ in 1...3 {
            decisions.append(try await sut.beginAttempt(for: anyKey))
        }

        XCTAssertEqual(decisions, [.allowed, .allowed, .allowed])
    }

    func test_beginAttempt_refusesWithTheSecondsUntilTheOldestFailureLeavesTheWindow() async throws {
        let (sut, clock) = makeSUT(maximumFailures: 2, window: 60)
        try await fail(sut)
        clock.advance(by: 10)
        try await fail(sut)
        clock.advance(by: 5.5)

        let decision = try await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .refused(retryAfterSeconds: 45))
    }

    func test_beginAttempt_allowsAgainOnceTheOldestFailureLeftTheWindow() async throws {
        let (sut, clock) = makeSUT(maximumFailures: 2, window: 60)
        try await fail(sut)
        clock.advance(by: 10)
        try await fail(sut)
        clock.advance(by: 50)

        let decision = try await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .allowed)
    }

    func test_beginAttempt_doesNotCountRefusedAttempts() async throws {
        let (sut, clock) = makeSUT(maximumFailures: 1, window: 60)
        try await fail(sut)
        for _ in 1...5 {
            clock.advance(by: 10)
            _ = try await sut.beginAttempt(for: anyKey)
        }
        clock.advance(by: 10)

        let decision = try await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .allowed)
    }

    func test_beginAttempt_answersAtLeastOneSecondToWait() async throws {
        let (sut, clock) = makeSUT(maximumFailures: 1, window: 60)
        try await fail(sut)
        clock.advance(by: 59.999)

        let decision = try await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .refused(retryAfterSeconds: 1))
    }

    func test_recordSuccess_startsTheKeyOver() async throws {
        let (sut, _) = makeSUT(maximumFailures: 2, window: 60)
        try await fail(sut)
        _ = try await sut.beginAttempt(for: anyKey)

        try await sut.recordSuccess(for: anyKey)

        let decision = try await sut.beginAttempt(for: anyKey)
        XCTAssertEqual(decision, .allowed)
    }

    func test_beginAttempt_countsEachEmailAndAddressSeparately() async throws {
        let (sut, _) = makeSUT(maximumFailures: 1, window: 60)
        try await fail(sut, LoginAttemptKey(email: "eve@example.com", address: "10.0.0.1"))

        let otherEmail = try await sut.beginAttempt(for: LoginAttemptKey(email: "bob@example.com", address: "10.0.0.1"))
        let otherAddress = try await sut.beginAttempt(for: LoginAttemptKey(email: "eve@example.com", address: "10.0.0.2"))

        XCTAssertEqual(otherEmail, .allowed)
        XCTAssertEqual(otherAddress, .allowed)
    }

    func test_beginAttempt_boundsTheNumberOfTrackedKeys() async throws {
        let store = InMemoryLoginFailureStore(maximumTrackedKeys: 100)
        let (sut, clock) = makeSUT(maximumFailures: 5, window: 60, store: store)

        for index in 0..<1_000 {
            clock.advance(by: 0.01)
            try await fail(sut, LoginAttemptKey(email: "user\(index)@example.com", address: "10.0.0.1"))
        }

        let tracked = await store.trackedKeyCount
        XCTAssertLessThanOrEqual(tracked, 101)
    }

    func test_beginAttempt_neverCountsAttemptsThatSucceeded() async throws {
        let (sut, _) = makeSUT(maximumFailures: 1, window: 60)

        var decisions: [LoginAttemptDecision] = []
        for _ in 1...5 {
            decisions.append(try await sut.beginAttempt(for: anyKey))
            try await sut.recordSuccess(for: anyKey)
        }

        XCTAssertEqual(decisions, Array(repeating: .allowed, count: 5))
    }

    func test_beginAttempt_neverCountsAttemptsAbandonedWithoutAVerdict() async throws {
        let (sut, _) = makeSUT(maximumFailures: 1, window: 60)
        _ = try await sut.beginAttempt(for: anyKey)
        await sut.abandonAttempt(for: anyKey)

        let decision = try await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .allowed)
    }

    func test_beginAttempt_beyondTheAttemptsRunningWaitsAndIsAllowedWhenTheRunningOneSucceeds() async throws {
        let (sut, _) = makeSUT(maximumFailures: 1, window: 60)
        _ = try await sut.beginAttempt(for: anyKey)
        let key = anyKey
        let second = Task { try await sut.beginAttempt(for: key) }

        try await sut.recordSuccess(for: anyKey)

        let decision = try await second.value
        XCTAssertEqual(decision, .allowed)
    }

    func test_beginAttempt_beyondTheAttemptsRunningWaitsAndIsRefusedWhenTheRunningOneFails() async throws {
        let (sut, _) = makeSUT(maximumFailures: 1, window: 60)
        _ = try await sut.beginAttempt(for: anyKey)
        let key = anyKey
        let second = Task { try await sut.beginAttempt(for: key) }

        try await sut.recordFailure(for: anyKey)

        let decision = try await second.value
        XCTAssertEqual(decision, .refused(retryAfterSeconds: 60))
    }

    func test_beginAttempt_refusesAttemptsBeyondTheWaitingLimit() async throws {
        let (sut, _) = makeSUT(maximumFailures: 1, window: 60, maximumWaitingPerKey: 0)
        _ = try await sut.beginAttempt(for: anyKey)

        let decision = try await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .refused(retryAfterSeconds: 1))
    }

    // MARK: - Helpers

    /// One attempt that fails.
    private func fail(_ sut: LoginThrottle, _ key: LoginAttemptKey? = nil) async throws {
        let key = key ?? anyKey
        _ = try await sut.beginAttempt(for: key)
        try await sut.recordFailure(for: key)
    }

    private func makeSUT(
        maximumFailures: Int,
        window: TimeInterval,
        store: any LoginFailureStore = InMemoryLoginFailureStore(),
        maximumWaitingPerKey: Int = 64
    ) -> (sut: LoginThrottle, clock: ManualClock) {
        let clock = ManualClock()
        let sut = LoginThrottle(
            policy: LoginThrottlePolicy(maximumFailures: maximumFailures, window: window),
            store: store,
            maximumWaitingPerKey: maximumWaitingPerKey,
            now: { clock.now }
        )
        return (sut, clock)
    }

    private var anyKey: LoginAttemptKey {
        LoginAttemptKey(email: "eve@example.com", address: "127.0.0.1")
    }
}

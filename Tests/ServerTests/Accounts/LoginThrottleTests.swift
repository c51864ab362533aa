import Foundation
import XCTest
@testable import FoodybiteServer

final class LoginThrottleTests: XCTestCase {
    func test_beginAttempt_allowsAsManyAttemptsAsTheMaximumOfFailures() async {
        let (sut, _) = makeSUT(maximumFailures: 3, window: 60)

        var decisions: [LoginAttemptDecision] = []
        for _ in 1...3 {
            decisions.append(await sut.beginAttempt(for: anyKey))
        }

        XCTAssertEqual(decisions, [.allowed, .allowed, .allowed])
    }

    func test_beginAttempt_refusesWithTheSecondsUntilTheOldestFailureLeavesTheWindow() async {
        let (sut, clock) = makeSUT(maximumFailures: 2, window: 60)
        _ = await sut.beginAttempt(for: anyKey)
        clock.advance(by: 10)
        _ = await sut.beginAttempt(for: anyKey)
        clock.advance(by: 5.5)

        let decision = await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .refused(retryAfterSeconds: 45))
    }

    func test_beginAttempt_allowsAgainOnceTheOldestFailureLeftTheWindow() async {
        let (sut, clock) = makeSUT(maximumFailures: 2, window: 60)
        _ = await sut.beginAttempt(for: anyKey)
        clock.advance(by: 10)
        _ = await sut.beginAttempt(for: anyKey)
        clock.advance(by: 50)

        let decision = await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .allowed)
    }

    func test_beginAttempt_doesNotCountRefusedAttempts() async {
        let (sut, clock) = makeSUT(maximumFailures: 1, window: 60)
        _ = await sut.beginAttempt(for: anyKey)
        for _ in 1...5 {
            clock.advance(by: 10)
            _ = await sut.beginAttempt(for: anyKey)
        }
        clock.advance(by: 10)

        let decision = await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .allowed)
    }

    func test_beginAttempt_answersAtLeastOneSecondToWait() async {
        let (sut, clock) = makeSUT(maximumFailures: 1, window: 60)
        _ = await sut.beginAttempt(for: anyKey)
        clock.advance(by: 59.999)

        let decision = await sut.beginAttempt(for: anyKey)

        XCTAssertEqual(decision, .refused(retryAfterSeconds: 1))
    }

    func test_recordSuccess_startsTheKeyOver() async {
        let (sut, _) = makeSUT(maximumFailures: 2, window: 60)
        _ = await sut.beginAttempt(for: anyKey)
        _ = await sut.beginAttempt(for: anyKey)

        await sut.recordSuccess(for: anyKey)

        let decision = await sut.beginAttempt(for: anyKey)
        XCTAssertEqual(decision, .allowed)
    }

    func test_beginAttempt_countsEachEmailAndAddressSeparately() async {
        let (sut, _) = makeSUT(maximumFailures: 1, window: 60)
        _ = await sut.beginAttempt(for: LoginThrottle.Key(email: "eve@example.com", address: "10.0.0.1"))

        let otherEmail = await sut.beginAttempt(for: LoginThrottle.Key(email: "bob@example.com", address: "10.0.0.1"))
        let otherAddress = await sut.beginAttempt(for: LoginThrottle.Key(email: "eve@example.com", address: "10.0.0.2"))

        XCTAssertEqual(otherEmail, .allowed)
        XCTAssertEqual(otherAddress, .allowed)
    }

    func test_beginAttempt_boundsTheNumberOfTrackedKeys() async {
        let (sut, clock) = makeSUT(maximumFailures: 5, window: 60, maximumTrackedKeys: 100)

        for index in 0..<1_000 {
            clock.advance(by: 0.01)
            _ = await sut.beginAttempt(for: LoginThrottle.Key(email: "user\(index)@example.com", address: "10.0.0.1"))
        }

        let tracked = await sut.trackedKeyCount
        XCTAssertLessThanOrEqual(tracked, 101)
    }

    // MARK: - Helpers

    private func makeSUT(
        maximumFailures: Int,
        window: TimeInterval,
        maximumTrackedKeys: Int = 100_000
    ) -> (sut: LoginThrottle, clock: ManualClock) {
        let clock = ManualClock()
        let sut = LoginThrottle(
            policy: LoginThrottlePolicy(maximumFailures: maximumFailures, window: window),
            maximumTrackedKeys: maximumTrackedKeys,
            now: { clock.now }
        )
        return (sut, clock)
    }

    private var anyKey: LoginThrottle.Key {
        LoginThrottle.Key(email: "eve@example.com", address: "127.0.0.1")
    }
}

@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
@testable import ServerPostgres
import XCTest

final class PostgresLoginThrottleTests: XCTestCase {
    func test_beginAttempt_countsFailuresRecordedThroughAnotherInstance() async throws {
        // Given two instances on one database
        let schema = try await PostgresTestSchema.make(for: self)
        let policy = LoginThrottlePolicy(maximumFailures: 2, window: 60)
        let first = LoginThrottle(policy: policy, store: PostgresLoginFailureStore(database: try await schema.openDatabase(on: self)))
        let second = LoginThrottle(policy: policy, store: PostgresLoginFailureStore(database: try await schema.openDatabase(on: self)))

        // When the failures are spread over both
        try await fail(first)
        try await fail(second)

        // Then both refuse the next attempt
        let decisionOfFirst = try await first.beginAttempt(for: key)
        let decisionOfSecond = try await second.beginAttempt(for: key)
        guard case .refused = decisionOfFirst, case .refused = decisionOfSecond else {
            return XCTFail("Expected both instances to refuse, got \(decisionOfFirst) and \(decisionOfSecond)")
        }
    }

    func test_recordSuccess_startsTheKeyOverOnEveryInstance() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        let policy = LoginThrottlePolicy(maximumFailures: 2, window: 60)
        let first = LoginThrottle(policy: policy, store: PostgresLoginFailureStore(database: try await schema.openDatabase(on: self)))
        let second = LoginThrottle(policy: policy, store: PostgresLoginFailureStore(database: try await schema.openDatabase(on: self)))
        try await fail(first)
        _ = try await second.beginAttempt(for: key)

        try await second.recordSuccess(for: key)
        try await fail(first)

        let decision = try await first.beginAttempt(for: key)
        XCTAssertEqual(decision, .allowed)
    }

    func test_failures_forgetsFailuresOutsideTheWindow() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        let sut = PostgresLoginFailureStore(database: try await schema.openDatabase(on: self))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        try await sut.recordFailure(for: key, at: start, forgettingBefore: start.addingTimeInterval(-60))
        try await sut.recordFailure(for: key, at: start.addingTimeInterval(30), forgettingBefore: start.addingTimeInterval(-30))

        let recent = try await sut.failures(for: key, since: start.addingTimeInterval(10))

        XCTAssertEqual(recent, [start.addingTimeInterval(30)])
    }

    // MARK: - Helpers

    private let key = LoginAttemptKey(email: "eve@example.com", address: "203.0.113.7")

    private func fail(_ throttle: LoginThrottle) async throws {
        _ = try await throttle.beginAttempt(for: key)
        try await throttle.recordFailure(for: key)
    }
}

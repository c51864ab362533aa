@testable import AccountsDomain
import FoodybiteServer
import Foundation
import XCTest

final class LoginThrottleRouteTests: XCTestCase {
    func test_login_answers429WithRetryAfterOnceAnEmailHasTooManyFailures() async throws {
        let client = try await makeSUT(maximumFailures: 3, window: 900)
        let account = TestAccount()
        try await client.signup(account)

        for attempt in 1...3 {
            assertAPIError(try await client.post("/auth/login", json: wrongLogin(account)), status: 401, "attempt \(attempt)")
        }
        let answer = try await client.post("/auth/login", json: wrongLogin(account))

        assertAPIError(answer, status: 429)
        let retryAfter = try XCTUnwrap(answer.header("Retry-After").flatMap(Int.init), "Retry-After in seconds")
        XCTAssertTrue((1...900).contains(retryAfter), "\(retryAfter)")
    }

    func test_login_refusesEvenTheRightPasswordWhileThrottled() async throws {
        let client = try await makeSUT(maximumFailures: 2, window: 900)
        let account = TestAccount()
        try await client.signup(account)
        _ = try await client.post("/auth/login", json: wrongLogin(account))
        _ = try await client.post("/auth/login", json: wrongLogin(account))

        let answer = try await client.login(account)

        assertAPIError(answer, status: 429)
    }

    func test_login_successStartsTheCountOver() async throws {
        let client = try await makeSUT(maximumFailures: 3, window: 900)
        let account = TestAccount()
        try await client.signup(account)
        _ = try await client.post("/auth/login", json: wrongLogin(account))
        _ = try await client.post("/auth/login", json: wrongLogin(account))
        let successStatus = try await client.login(account).status
        XCTAssertEqual(successStatus, 200)

        _ = try await client.post("/auth/login", json: wrongLogin(account))
        _ = try await client.post("/auth/login", json: wrongLogin(account))
        let answer = try await client.login(account)

        XCTAssertEqual(answer.status, 200, answer.text)
    }

    func test_login_countsEachEmailSeparatelyAndWhateverItsCase() async throws {
        let client = try await makeSUT(maximumFailures: 2, window: 900)
        let throttled = TestAccount(email: "mallory-target@example.com")
        let other = TestAccount()
        try await client.signup(throttled)
        try await client.signup(other)
        _ = try await client.post("/auth/login", json: ["email": "mallory-target@example.com", "password": "wrong-password"])
        _ = try await client.post("/auth/login", json: ["email": "MALLORY-TARGET@example.com", "password": "wrong-password"])

        let throttledAnswer = try await client.login(throttled)
        let otherAnswer = try await client.login(other)

        assertAPIError(throttledAnswer, status: 429)
        XCTAssertEqual(otherAnswer.status, 200, otherAnswer.text)
    }

    func test_login_throttlesUnknownEmailsToo() async throws {
        let client = try await makeSUT(maximumFailures: 2, window: 900)
        let unknown = TestAccount()
        _ = try await client.login(unknown)
        _ = try await client.login(unknown)

        let answer = try await client.login(unknown)

        assertAPIError(answer, status: 429)
    }

    func test_login_answersEveryOneOfManyParallelCorrectLogins() async throws {
        let client = try await makeSUT(maximumFailures: 5, window: 900)
        let account = TestAccount()
        try await client.signup(account)

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask { try await client.login(account).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(statuses, Array(repeating: 200, count: 20))
    }

    func test_login_checksNoMoreParallelWrongPasswordsThanTheMaximumOfFailures() async throws {
        let client = try await makeSUT(maximumFailures: 5, window: 900)
        let account = TestAccount()
        try await client.signup(account)

        let email = account.email, wrongPassword = TestAccount.digest("Wrong#123")
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask { try await client.post("/auth/login", json: ["email": email, "password": wrongPassword]).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(statuses.filter { $0 == 401 }.count, 5, "\(statuses)")
        XCTAssertEqual(statuses.filter { $0 == 429 }.count, 15, "\(statuses)")
    }

    func test_login_throttlesFiveFailuresWithinFifteenMinutesByDefault() {
        let configuration = ServerConfiguration(dataDirectory: URL(fileURLWithPath: "/nonexistent"))

        XCTAssertEqual(configuration.loginThrottle, LoginThrottlePolicy(maximumFailures: 5, window: 15 * 60))
    }

    // MARK: - Helpers

    private func makeSUT(maximumFailures: Int, window: TimeInterval, file: StaticString = #filePath, line: UInt = #line) async throws -> ServerClient {
        try await startFoodybiteAPI(configure: {
            $0.loginThrottle = LoginThrottlePolicy(maximumFailures: maximumFailures, window: window)
        }, file: file, line: line).client
    }

    private func wrongLogin(_ account: TestAccount) -> [String: Any] {
        ["email": account.email, "password": TestAccount.digest("Wrong#123")]
    }
}

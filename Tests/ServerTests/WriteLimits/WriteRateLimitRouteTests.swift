import FoodybiteServer
import Foundation
@testable import WriteLimits
import XCTest

/// Reviews, signups and account changes beyond their allowance are answered 429 with `Retry-After`;
/// refused writes do not count, so one flooding account leaves its address's other accounts alone.
final class WriteRateLimitRouteTests: XCTestCase {
    func test_postReview_answers429WithRetryAfterBeyondTheAccountsLimitWhileAnotherAccountStillWrites() async throws {
        let sut = await makeSUT { $0.reviewsPerAccount = WriteRateRule(limit: 3, window: 600) }
        let flooder = try await sut.client.signedUpAndLoggedIn()
        let neighbour = try await sut.client.signedUpAndLoggedIn()

        var statuses: [Int] = []
        for index in 0..<6 {
            statuses.append(try await sut.client.postReview(restaurantID: "made-up-\(index)", bearer: flooder.accessToken).status)
        }
        let refused = try await sut.client.postReview(restaurantID: "made-up-6", bearer: flooder.accessToken)
        let neighbours = try await sut.client.postReview(restaurantID: "place-1", bearer: neighbour.accessToken)

        XCTAssertEqual(statuses, [200, 200, 200, 429, 429, 429])
        assertAPIError(refused, status: 429)
        let retryAfter = try XCTUnwrap(refused.header("Retry-After").flatMap(Int.init), "Retry-After in seconds")
        XCTAssertTrue((1...600).contains(retryAfter), "\(retryAfter)")
        XCTAssertEqual(neighbours.status, 200, neighbours.text)
    }

    func test_postReview_countsTheAddressAcrossAccounts() async throws {
        let sut = await makeSUT { $0.reviewsPerAddress = WriteRateRule(limit: 2, window: 600) }
        let first = try await sut.client.signedUpAndLoggedIn()
        let second = try await sut.client.signedUpAndLoggedIn()
        _ = try await sut.client.postReview(restaurantID: "place-1", bearer: first.accessToken)
        _ = try await sut.client.postReview(restaurantID: "place-2", bearer: second.accessToken)

        let third = try await sut.client.postReview(restaurantID: "place-3", bearer: second.accessToken)

        assertAPIError(third, status: 429)
    }

    func test_signup_answers429BeyondTheAddresssLimitWithoutCreatingTheAccount() async throws {
        let sut = await makeSUT { $0.signupsPerAddress = WriteRateRule(limit: 2, window: 600) }
        try await sut.client.signup(TestAccount())
        try await sut.client.signup(TestAccount())
        let refusedAccount = TestAccount()

        let refused = try await sut.client.post("/auth/signup", json: refusedAccount.signupJSON)
        let login = try await sut.client.login(refusedAccount)

        assertAPIError(refused, status: 429)
        XCTAssertNotNil(refused.header("Retry-After"))
        XCTAssertEqual(login.status, 401, "the refused signup must not have created the account")
    }

    func test_signup_invalidBodiesDoNotCountAgainstTheAddress() async throws {
        let sut = await makeSUT { $0.signupsPerAddress = WriteRateRule(limit: 1, window: 600) }
        for _ in 0..<3 {
            _ = try await sut.client.post("/auth/signup", json: ["name": "", "email": "nobody", "password": "short"])
        }

        let valid = try await sut.client.post("/auth/signup", json: TestAccount().signupJSON)

        XCTAssertEqual(valid.status, 201, valid.text)
    }

    func test_accountChanges_answer429BeyondTheAccountsLimit() async throws {
        let sut = await makeSUT { $0.accountChangesPerAccount = WriteRateRule(limit: 2, window: 600) }
        let eve = try await sut.client.signedUpAndLoggedIn()
        let update = ["name": "Eve", "email": eve.account.email]
        let firstUpdate = try await sut.client.post("/auth/account", json: update, bearer: eve.accessToken)
        let secondUpdate = try await sut.client.post("/auth/account", json: update, bearer: eve.accessToken)

        let passwordChange = try await sut.client.post(
            "/auth/changePassword",
            json: ["currentPassword": eve.account.password, "newPassword": String(repeating: "b", count: 128)],
            bearer: eve.accessToken
        )
        let deletion = try await sut.client.delete("/auth/account", bearer: eve.accessToken)

        XCTAssertEqual([firstUpdate.status, secondUpdate.status], [200, 200])
        assertAPIError(passwordChange, status: 429)
        assertAPIError(deletion, status: 429)
    }

    func test_writes_areAdmittedAgainOnceTheWindowHasPassed() async throws {
        let clock = ManualClock(start: Date())
        let sut = await makeSUT(now: { clock.now }) { $0.reviewsPerAccount = WriteRateRule(limit: 1, window: 60) }
        let eve = try await sut.client.signedUpAndLoggedIn()
        _ = try await sut.client.postReview(restaurantID: "place-1", bearer: eve.accessToken)
        let refused = try await sut.client.postReview(restaurantID: "place-2", bearer: eve.accessToken)

        clock.advance(by: 60)
        let later = try await sut.client.postReview(restaurantID: "place-2", bearer: eve.accessToken)

        assertAPIError(refused, status: 429)
        XCTAssertEqual(later.status, 200, later.text)
    }

    // MARK: - Helpers

    private func makeSUT(
        now: @escaping @Sendable () -> Date = Date.init,
        file: StaticString = #filePath,
        line: UInt = #line,
        limits: (inout WriteRateLimitPolicy) -> Void
    ) async -> RouterAPIFixture {
        await makeRouterAPI(configure: { configuration in
            var policy = WriteRateLimitPolicy.unlimited
            limits(&policy)
            configuration.writeLimits = policy
        }, now: now, file: file, line: line)
    }
}

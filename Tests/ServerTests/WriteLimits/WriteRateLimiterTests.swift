@testable import FoodybiteServer
import Foundation
import Hummingbird
@testable import ServerHTTP
import ServerHTTP
@testable import WriteLimits
import XCTest

final class WriteRateLimiterTests: XCTestCase {
    func test_admit_asksTheStoreForTheAccountsAndTheAddresssAllowanceOfTheKind() async throws {
        let (sut, store) = makeSUT(policy: policy(reviewsPerAccount: 5, reviewsPerAddress: 50))

        try await sut.admit(.review, account: eve, address: "203.0.113.7")

        let asked = await store.asked
        XCTAssertEqual(asked, [[
            WriteAllowance(key: "review account \(eve.uuidString)", rule: WriteRateRule(limit: 5, window: 3_600)),
            WriteAllowance(key: "review address 203.0.113.7", rule: WriteRateRule(limit: 50, window: 3_600)),
        ]])
    }

    func test_admit_countsSignupsPerAddressOnly() async throws {
        let (sut, store) = makeSUT(policy: .standard)

        try await sut.admit(.signup, account: nil, address: "203.0.113.7")

        let asked = await store.asked
        XCTAssertEqual(asked.first?.map(\.key), ["signup address 203.0.113.7"])
    }

    func test_admit_asksNothingWhenTheKindIsNotLimited() async throws {
        let (sut, store) = makeSUT(policy: .unlimited)

        try await sut.admit(.review, account: eve, address: "203.0.113.7")

        let asked = await store.asked
        XCTAssertEqual(asked, [])
    }

    func test_admit_throws429WithRetryAfterWhenTheStoreRefuses() async throws {
        let (sut, _) = makeSUT(policy: .standard, answer: .refused(retryAfterSeconds: 42))

        do {
            try await sut.admit(.accountChange, account: eve, address: "203.0.113.7")
            XCTFail("Expected a refusal")
        } catch let error as APIError {
            XCTAssertEqual(error.status, .tooManyRequests)
            XCTAssertEqual(error.headers[.retryAfter], "42")
            XCTAssertEqual(error.reason, "Too many account changes in a short time; try again in 42 seconds.")
        }
    }

    // MARK: - Helpers

    private let eve = UUID(uuidString: "5F0C3E2A-0000-4000-8000-000000000001")!

    private func makeSUT(
        policy: WriteRateLimitPolicy,
        answer: WriteAdmission = .admitted
    ) -> (sut: WriteRateLimiter, store: WriteAllowanceStoreSpy) {
        let store = WriteAllowanceStoreSpy(answer: answer)
        return (WriteRateLimiter(policy: policy, store: store), store)
    }

    private func policy(reviewsPerAccount: Int, reviewsPerAddress: Int) -> WriteRateLimitPolicy {
        var policy = WriteRateLimitPolicy.unlimited
        policy.reviewsPerAccount = .perHour(reviewsPerAccount)
        policy.reviewsPerAddress = .perHour(reviewsPerAddress)
        return policy
    }
}

private actor WriteAllowanceStoreSpy: WriteAllowanceStore {
    private let answer: WriteAdmission
    private(set) var asked: [[WriteAllowance]] = []

    init(answer: WriteAdmission) {
        self.answer = answer
    }

    func admit(_ allowances: [WriteAllowance], at date: Date) -> WriteAdmission {
        asked.append(allowances)
        return answer
    }
}

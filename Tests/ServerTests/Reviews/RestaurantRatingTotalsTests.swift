import Foundation
import XCTest

final class RestaurantRatingTotalsTests: XCTestCase {
    func test_postReview_countsOneReviewPerAuthorInItsRestaurantsTotals() async throws {
        let sut = try await makeSUT()
        let eve = try await sut.client.signedUpAndLoggedIn()
        let bob = try await sut.client.signedUpAndLoggedIn()

        _ = try await sut.client.postReview(restaurantID: "place-1", stars: 5, bearer: eve.accessToken)
        _ = try await sut.client.postReview(restaurantID: "place-1", stars: 2, bearer: bob.accessToken)
        _ = try await sut.client.postReview(restaurantID: "place-1", stars: 4, bearer: eve.accessToken)
        _ = try await sut.client.postReview(restaurantID: "place-2", stars: 3, bearer: bob.accessToken)

        XCTAssertEqual(sut.ratings(), ["place-1": [2, 6], "place-2": [1, 3]], "Eve's second review replaced her first")
    }

    func test_deleteAccount_takesTheUsersReviewsOutOfTheTotals() async throws {
        let sut = try await makeSUT()
        let leaving = try await sut.client.signedUpAndLoggedIn()
        let staying = try await sut.client.signedUpAndLoggedIn()
        _ = try await sut.client.postReview(restaurantID: "shared", stars: 2, bearer: leaving.accessToken)
        _ = try await sut.client.postReview(restaurantID: "shared", stars: 5, bearer: staying.accessToken)
        _ = try await sut.client.postReview(restaurantID: "only-leaving", stars: 3, bearer: leaving.accessToken)
        _ = try await sut.client.postReview(restaurantID: "only-staying", stars: 4, bearer: staying.accessToken)

        _ = try await sut.client.delete("/auth/account", bearer: leaving.accessToken)

        XCTAssertEqual(sut.ratings(), ["shared": [1, 5], "only-staying": [1, 4]])
        XCTAssertEqual(sut.reviewCount(), 2)
        let shared = try await sut.client.get("/review/shared", bearer: staying.accessToken).jsonArray
        XCTAssertEqual(shared?.count, 1)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> RouterAPIFixture {
        await makeRouterAPI(file: file, line: line)
    }
}

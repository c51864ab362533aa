@testable import FoodybiteApp
import DetailsFeature
import Foundation
import ReviewsFeature
import Shared
import TestSupport
import XCTest

final class KnownRestaurantAddReviewServiceTests: XCTestCase {
    func test_addReview_postsAReviewOfARestaurantTheSourceKnows() async throws {
        let (sut, poster) = makeSUT(details: .success(.live(anyDetails("a"))))

        try await sut.addReview(restaurantID: "a", text: "Good", stars: 4, createdAt: Date(timeIntervalSince1970: 0))

        XCTAssertEqual(poster.posted, ["a"])
    }

    func test_addReview_refusesAnIDNoRestaurantHasWithoutPosting() async throws {
        let (sut, poster) = makeSUT(details: .failure(DetailsError.notFound(id: "gone")))

        await assertThrowsAsync(DetailsError.notFound(id: "gone")) {
            try await sut.addReview(restaurantID: "gone", text: "Good", stars: 4, createdAt: Date(timeIntervalSince1970: 0))
        }

        XCTAssertEqual(poster.posted, [])
    }

    func test_addReview_leavesTheDecisionToTheReviewServerWhenTheLookupCannotBeMade() async throws {
        let (sut, poster) = makeSUT(details: .failure(URLError(.cannotConnectToHost)))

        try await sut.addReview(restaurantID: "a", text: "Good", stars: 4, createdAt: Date(timeIntervalSince1970: 0))

        XCTAssertEqual(poster.posted, ["a"])
    }

    // MARK: - Helpers

    private func makeSUT(details: Result<Sourced<RestaurantDetails>, any Error>) -> (KnownRestaurantAddReviewService, AddReviewServiceSpy) {
        let poster = AddReviewServiceSpy()
        return (KnownRestaurantAddReviewService(decoratee: poster, details: RestaurantDetailsServiceStub(result: details)), poster)
    }
}

private final class AddReviewServiceSpy: AddReviewService, @unchecked Sendable {
    private let lock = NSLock()
    private var ids: [String] = []

    var posted: [String] { lock.withLock { ids } }

    func addReview(restaurantID: String, text: String, stars: Int, createdAt: Date) async throws {
        lock.withLock { ids.append(restaurantID) }
    }
}

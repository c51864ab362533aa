import DetailsFeature
@testable import FoodybiteApp
import Foundation
import ReviewsFeature
import Shared
import TestSupport
import XCTest

final class FoodybiteReviewsAdapterTests: XCTestCase {
    func test_reviews_asksTheReviewsFeatureForEveryAuthorsReviewsOfTheRestaurant() async throws {
        let service = GetReviewsServiceSpy(result: .success(.live([])))
        let sut = FoodybiteReviewsAdapter(service: service)

        _ = try await sut.reviews(ofRestaurant: "a")

        XCTAssertEqual(service.scopes, [.restaurant(id: "a")])
    }

    func test_reviews_givesTheRestaurantPageFoodybiteReviewsWithTheirOrigin() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let review = anyReview()
        let sut = FoodybiteReviewsAdapter(service: GetReviewsServiceSpy(result: .success(Sourced([review], origin: .cache(savedAt: savedAt)))))

        let reviews = try await sut.reviews(ofRestaurant: "a")

        XCTAssertEqual(reviews, Sourced([
            RestaurantReview(authorName: review.authorName, rating: review.rating, text: review.text, createdAt: review.createdAt, relativeTimeDescription: nil),
        ], origin: .cache(savedAt: savedAt)))
    }

    func test_reviews_passesTheReviewsFeaturesFailureOn() async {
        let sut = FoodybiteReviewsAdapter(service: GetReviewsServiceSpy(result: .failure(anyError())))

        await assertThrowsAsync(anyError()) { _ = try await sut.reviews(ofRestaurant: "a") }
    }
}

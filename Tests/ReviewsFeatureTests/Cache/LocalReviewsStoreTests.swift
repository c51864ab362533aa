import Core
import Foundation
import ReviewsFeature
import Shared
import TestSupport
import XCTest

final class LocalReviewsStoreTests: XCTestCase {
    func test_reviews_returnsTheSavedReviewsOfThatScopeMarkedAsCached() async throws {
        let sut = LocalReviewsStore(store: InMemoryLocalStore(now: { now }))
        let restaurantReviews = [makeReview(author: "Ana"), makeReview(author: "Rui")]
        let mine = [makeReview(restaurantID: "other")]

        try await sut.save(restaurantReviews, for: .restaurant(id: "ChIJ1"))
        try await sut.save(mine, for: .mine)

        let cachedRestaurant = try await sut.reviews(.restaurant(id: "ChIJ1"))
        let cachedMine = try await sut.reviews(.mine)
        XCTAssertEqual(cachedRestaurant, Sourced(restaurantReviews, origin: .cache(savedAt: now)))
        XCTAssertEqual(cachedMine, Sourced(mine, origin: .cache(savedAt: now)))
    }

    func test_reviews_throwsNothingCachedForAScopeNeverSaved() async {
        let sut = LocalReviewsStore(store: InMemoryLocalStore())

        await assertThrowsAsync(ReviewsCacheError.nothingCached) { _ = try await sut.reviews(.restaurant(id: "x")) }
    }

    func test_reviews_throwsNothingCachedForAnyPageButTheFirst() async throws {
        let sut = LocalReviewsStore(store: InMemoryLocalStore(now: { now }))
        try await sut.save([makeReview()], for: .mine)

        await assertThrowsAsync(ReviewsCacheError.nothingCached) { _ = try await sut.reviews(.mine, after: "1799999999000000.7") }
    }
}

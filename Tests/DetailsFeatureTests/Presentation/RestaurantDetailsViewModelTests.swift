import DetailsFeature
import Foundation
import Shared
import TestSupport
import XCTest

@MainActor
final class RestaurantDetailsViewModelTests: XCTestCase {
    func test_load_showsTheDetailsWithFoodybiteReviewsNewestFirstThenThePlacesReviews() async throws {
        let (sut, service, reviews) = makeSUT()
        service.result = .success(.live(makeDetails(reviews: [makeReview(author: "Google person", daysAgo: 1)])))
        reviews.result = .success(.live([makeReview(author: "Old friend", rating: 3, daysAgo: 10), makeReview(author: "New friend", rating: 5, daysAgo: 0.5)]))

        let data = try await sut.load(restaurantID: " ChIJ1 ")

        XCTAssertEqual(service.requestedIDs, ["ChIJ1"])
        XCTAssertEqual(data.reviews.map(\.author), ["New friend", "Old friend", "Google person"])
        XCTAssertEqual(data.reviews.map(\.isFromFoodybite), [true, true, false])
        XCTAssertEqual(data.reviews.map(\.relativeTime), ["12 hours ago", "a week ago", "yesterday"])
        XCTAssertNil(data.reviewsNote)
        XCTAssertEqual(data.ratingText, "★★★★★ 4.6 (812 ratings)")
        XCTAssertEqual(data.openNowText, "Open now")
    }

    func test_load_showsTheFoodybiteReviewsOurServerAlsoListsWithThePlaceOnlyOnce() async throws {
        let (sut, service, reviews) = makeSUT()
        let listedWithPlace = RestaurantReview(authorName: "Ana", rating: 5, text: "Yes, old text", createdAt: nil, relativeTimeDescription: "a day ago", isFromFoodybite: true)
        service.result = .success(.live(makeDetails(reviews: [listedWithPlace, makeReview(author: "Google person", daysAgo: 3)])))
        reviews.result = .success(.live([makeReview(author: "Ana", rating: 5, text: "Yes, edited", daysAgo: 1)]))

        let data = try await sut.load(restaurantID: "ChIJ1")

        XCTAssertEqual(data.reviews.map(\.text), ["Yes, edited", "Good"])
        XCTAssertEqual(data.reviews.map(\.isFromFoodybite), [true, false])
    }

    func test_load_labelsTheFoodybiteReviewsListedWithThePlaceWhenTheirOwnListIsUnavailable() async throws {
        let (sut, service, reviews) = makeSUT()
        let listedWithPlace = RestaurantReview(authorName: "Ana", rating: 5, text: "Yes", createdAt: nil, relativeTimeDescription: "a day ago", isFromFoodybite: true)
        service.result = .success(.live(makeDetails(reviews: [listedWithPlace])))
        reviews.result = .failure(NotLoggedInError())

        let data = try await sut.load(restaurantID: "ChIJ1")

        XCTAssertEqual(data.reviews.map(\.author), ["Ana"])
        XCTAssertEqual(data.reviews.map(\.isFromFoodybite), [true])
    }

    func test_load_stillShowsTheDetailsWhenFoodybiteReviewsNeedALogin() async throws {
        let (sut, _, reviews) = makeSUT()
        reviews.result = .failure(NotLoggedInError())

        let data = try await sut.load(restaurantID: "ChIJ1")

        XCTAssertEqual(data.name, "Tasca do Zé")
        XCTAssertEqual(data.reviewsNote, "Log in to see what Foodybite users wrote (`foodybite session login`).")
    }

    func test_load_saysWhenTheServerListsOnlyTheCallersOwnFoodybiteReviews() async throws {
        let (sut, _, reviews) = makeSUT()
        reviews.result = .success(.live([], partialReason: "this server lists only your own reviews of a restaurant, not every author's"))

        let data = try await sut.load(restaurantID: "ChIJ1")

        XCTAssertEqual(data.reviewsNote, "Only part of the Foodybite reviews: this server lists only your own reviews of a restaurant, not every author's.")
    }

    func test_load_saysWhenFoodybiteReviewsAreUnavailableOrCached() async throws {
        let (unavailable, _, failingReviews) = makeSUT()
        failingReviews.result = .failure(FailureMessage("Cannot reach the server at http://h:1.", kind: .unavailable))
        let first = try await unavailable.load(restaurantID: "ChIJ1")
        XCTAssertEqual(first.reviewsNote, "Foodybite reviews are unavailable: Cannot reach the server at http://h:1.")

        let (cached, _, cachedReviews) = makeSUT()
        cachedReviews.result = .success(Sourced([makeReview()], origin: .cache(savedAt: referenceDate.addingTimeInterval(-7_200))))
        let second = try await cached.load(restaurantID: "ChIJ1")
        XCTAssertEqual(second.reviewsNote, "Foodybite reviews cached 2 hours ago.")
    }

    func test_load_passesAnUnknownRestaurantOn() async {
        let (sut, service, _) = makeSUT()
        service.result = .failure(DetailsError.notFound(id: "nope"))

        await assertThrowsAsync(DetailsError.notFound(id: "nope")) { _ = try await sut.load(restaurantID: "nope") }
    }

    func test_load_letsTheFoodybiteReviewsRequestEndRatherThanCancellingItWhenTheDetailsFail() async {
        let service = DetailsServiceSpy()
        service.result = .failure(DetailsError.notFound(id: "nope"))
        let reviews = SlowReviewsProviderSpy()
        let sut = RestaurantDetailsViewModel(service: service, reviewsProvider: reviews, now: { referenceDate })
        trackForMemoryLeaks(sut)

        await assertThrowsAsync(DetailsError.notFound(id: "nope")) { _ = try await sut.load(restaurantID: "nope") }

        XCTAssertEqual(reviews.cancelled, [false], "A cancelled URLSession request can deadlock on Linux")
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (RestaurantDetailsViewModel, DetailsServiceSpy, ReviewsProviderStub) {
        let service = DetailsServiceSpy()
        let reviews = ReviewsProviderStub()
        let sut = RestaurantDetailsViewModel(service: service, reviewsProvider: reviews, now: { referenceDate })
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, service, reviews)
    }
}

@testable import FoodybiteApp
import Foundation
import ReviewsFeature
import Shared
import TestSupport
import XCTest

final class GetReviewsServiceCacheDecoratorTests: XCTestCase {
    func test_reviews_savesALiveListForItsScopeAndReturnsIt() async throws {
        let cache = ReviewsCacheSpy()
        let sut = GetReviewsServiceCacheDecorator(decoratee: GetReviewsServiceSpy(result: .success(.live([anyReview()]))), cache: cache)

        let result = try await sut.reviews(.restaurant(id: "a"))

        XCTAssertEqual(result, .live([anyReview()]))
        XCTAssertEqual(cache.saved.map(\.0), [[anyReview()]])
        XCTAssertEqual(cache.saved.map(\.1), [.restaurant(id: "a")])
    }

    func test_reviews_savesOnlyFirstPages() async throws {
        let cache = ReviewsCacheSpy()
        let sut = GetReviewsServiceCacheDecorator(decoratee: GetReviewsServiceSpy(result: .success(.live([anyReview()]))), cache: cache)

        let result = try await sut.reviews(.mine, after: "1799999999000000.7")

        XCTAssertEqual(result.value.reviews, [anyReview()])
        XCTAssertTrue(cache.saved.isEmpty, "a later page must not replace the cached first page")
    }

    func test_reviews_doesNotSaveACachedListAgain() async throws {
        let cache = ReviewsCacheSpy()
        let cached = Sourced([anyReview()], origin: .cache(savedAt: Date()))
        let sut = GetReviewsServiceCacheDecorator(decoratee: GetReviewsServiceSpy(result: .success(cached)), cache: cache)

        let result = try await sut.reviews(.mine)

        XCTAssertEqual(result, cached)
        XCTAssertTrue(cache.saved.isEmpty)
    }

    func test_reviews_returnsTheListEvenWhenSavingFails() async throws {
        let sut = GetReviewsServiceCacheDecorator(decoratee: GetReviewsServiceSpy(result: .success(.live([anyReview()]))), cache: ReviewsCacheSpy(error: anyError()))

        let result = try await sut.reviews(.mine)

        XCTAssertEqual(result, .live([anyReview()]))
    }

    func test_reviews_passesFailuresOnWithoutTouchingTheCache() async {
        let cache = ReviewsCacheSpy()
        let sut = GetReviewsServiceCacheDecorator(decoratee: GetReviewsServiceSpy(result: .failure(anyError())), cache: cache)

        await assertThrowsAsync(anyError()) { _ = try await sut.reviews(.mine) }
        XCTAssertTrue(cache.saved.isEmpty)
    }
}

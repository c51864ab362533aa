import Core
@testable import FoodybiteApp
import Foundation
import ReviewsFeature
import Shared
import TestSupport
import XCTest

final class GetReviewsServiceWithFallbackCompositeTests: XCTestCase {
    func test_reviews_isThePrimaryAnswerWhenItSucceeds() async throws {
        let sut = GetReviewsServiceWithFallbackComposite(
            primary: GetReviewsServiceSpy(result: .success(.live([anyReview(text: "live")]))),
            secondary: GetReviewsServiceSpy(result: .success(Sourced([anyReview(text: "cached")], origin: .cache(savedAt: Date()))))
        )

        let result = try await sut.reviews(.mine)

        XCTAssertEqual(result, .live([anyReview(text: "live")]))
    }

    func test_reviews_fallsBackToTheCachedListWhenTheServerIsUnavailableAndSaysWhy() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let secondary = GetReviewsServiceSpy(result: .success(Sourced([anyReview()], origin: .cache(savedAt: savedAt))))
        let sut = GetReviewsServiceWithFallbackComposite(primary: GetReviewsServiceSpy(result: .failure(unavailableError())), secondary: secondary)

        let result = try await sut.reviews(.restaurant(id: "a"))

        XCTAssertEqual(result, Sourced([anyReview()], origin: .cache(savedAt: savedAt, reason: "Cannot reach the server at http://h:1.")))
        XCTAssertEqual(secondary.scopes, [.restaurant(id: "a")])
    }

    func test_reviews_doesNotHideAnExpiredSessionBehindTheCache() async {
        let secondary = GetReviewsServiceSpy(result: .success(Sourced([anyReview()], origin: .cache(savedAt: Date()))))
        let sut = GetReviewsServiceWithFallbackComposite(primary: GetReviewsServiceSpy(result: .failure(AuthenticationError.sessionExpired)), secondary: secondary)

        await assertThrowsAsync(AuthenticationError.sessionExpired) { _ = try await sut.reviews(.mine) }
        XCTAssertEqual(secondary.scopes, [])
    }

    func test_reviews_throwsThePrimaryErrorWhenNothingIsCached() async {
        let sut = GetReviewsServiceWithFallbackComposite(
            primary: GetReviewsServiceSpy(result: .failure(unavailableError())),
            secondary: GetReviewsServiceSpy(result: .failure(anyError()))
        )

        await assertThrowsAsync(unavailableError()) { _ = try await sut.reviews(.mine) }
    }
}

import DetailsFeature
@testable import FoodybiteApp
import Core
import Foundation
import ReviewsFeature
import Shared
import TestSupport
import XCTest

final class RestaurantDetailsCompositionTests: XCTestCase {
    func test_decorator_savesLiveDetailsOnly() async throws {
        let cache = DetailsCacheSpy()
        let live = RestaurantDetailsServiceCacheDecorator(decoratee: DetailsServiceStub(result: .success(.live(details("a")))), cache: cache)
        let cached = RestaurantDetailsServiceCacheDecorator(decoratee: DetailsServiceStub(result: .success(Sourced(details("b"), origin: .cache(savedAt: Date())))), cache: cache)

        _ = try await live.details(ofRestaurant: "a")
        _ = try await cached.details(ofRestaurant: "b")

        XCTAssertEqual(cache.saved.map(\.id), ["a"])
    }

    func test_composite_fallsBackToTheCacheWhenTheServerFails() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let sut = RestaurantDetailsServiceWithFallbackComposite(
            primary: DetailsServiceStub(result: .failure(UserFacingMessage("offline", exitStatus: .unavailable))),
            secondary: DetailsServiceStub(result: .success(Sourced(details("a"), origin: .cache(savedAt: savedAt))))
        )

        let result = try await sut.details(ofRestaurant: "a")

        XCTAssertEqual(result, Sourced(details("a"), origin: .cache(savedAt: savedAt, reason: "offline")))
    }

    func test_composite_doesNotHideAnUnknownRestaurantBehindTheCache() async {
        let sut = RestaurantDetailsServiceWithFallbackComposite(
            primary: DetailsServiceStub(result: .failure(DetailsError.notFound(id: "a"))),
            secondary: DetailsServiceStub(result: .success(Sourced(details("a"), origin: .cache(savedAt: Date()))))
        )

        await assertThrowsAsync(DetailsError.notFound(id: "a")) { _ = try await sut.details(ofRestaurant: "a") }
    }
}

final class ReviewsCompositionTests: XCTestCase {
    func test_decoratorAndComposite_cacheLiveReviewsAndAnswerFromTheCacheOffline() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let cache = LocalReviewsStore(store: InMemoryLocalStore(now: { savedAt }))
        let online = GetReviewsServiceWithFallbackComposite(
            primary: GetReviewsServiceCacheDecorator(decoratee: ReviewsServiceStub(result: .success(.live([review()]))), cache: cache),
            secondary: cache
        )
        let offline = GetReviewsServiceWithFallbackComposite(
            primary: GetReviewsServiceCacheDecorator(decoratee: ReviewsServiceStub(result: .failure(UserFacingMessage("offline", exitStatus: .unavailable))), cache: cache),
            secondary: cache
        )

        let live = try await online.reviews(.restaurant(id: "a"))
        let cached = try await offline.reviews(.restaurant(id: "a"))

        XCTAssertEqual(live, .live([review()]))
        XCTAssertEqual(cached, Sourced([review()], origin: .cache(savedAt: savedAt, reason: "offline")))
    }

    func test_adapter_givesTheRestaurantPageFoodybiteReviewsWithTheirOrigin() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let sut = FoodybiteReviewsAdapter(service: ReviewsServiceStub(result: .success(Sourced([review()], origin: .cache(savedAt: savedAt)))))

        let reviews = try await sut.reviews(ofRestaurant: "a")

        XCTAssertEqual(reviews, Sourced([RestaurantReview(authorName: "Ana", rating: 5, text: "Great", createdAt: Date(timeIntervalSince1970: 1_600_000_000), relativeTimeDescription: nil)], origin: .cache(savedAt: savedAt)))
    }
}

// MARK: - Helpers

private func details(_ id: String) -> RestaurantDetails {
    RestaurantDetails(id: id, name: id, address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil, openingHours: nil, location: Coordinates(latitude: 0, longitude: 0), photos: [], reviews: [])
}

private func review() -> Review {
    Review(restaurantID: "a", authorName: "Ana", rating: 5, text: "Great", createdAt: Date(timeIntervalSince1970: 1_600_000_000), authorImage: nil)
}

private struct DetailsServiceStub: RestaurantDetailsService {
    let result: Result<Sourced<RestaurantDetails>, any Error>

    func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> { try result.get() }
}

private struct ReviewsServiceStub: GetReviewsService {
    let result: Result<Sourced<[Review]>, any Error>

    func reviews(_ scope: ReviewsScope) async throws -> Sourced<[Review]> { try result.get() }
}

private final class DetailsCacheSpy: RestaurantDetailsCache, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [RestaurantDetails] = []

    var saved: [RestaurantDetails] { lock.withLock { recorded } }

    func save(_ details: RestaurantDetails) async throws {
        lock.withLock { recorded.append(details) }
    }
}

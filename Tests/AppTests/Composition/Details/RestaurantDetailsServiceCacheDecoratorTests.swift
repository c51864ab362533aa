import DetailsFeature
@testable import FoodybiteApp
import Foundation
import Shared
import TestSupport
import XCTest

final class RestaurantDetailsServiceCacheDecoratorTests: XCTestCase {
    func test_details_savesALivePageInTheCacheAndReturnsIt() async throws {
        let cache = RestaurantDetailsCacheSpy()
        let sut = RestaurantDetailsServiceCacheDecorator(decoratee: RestaurantDetailsServiceStub(result: .success(.live(anyDetails("a")))), cache: cache)

        let result = try await sut.details(ofRestaurant: "a")

        XCTAssertEqual(result, .live(anyDetails("a")))
        XCTAssertEqual(cache.saved, [anyDetails("a")])
    }

    func test_details_doesNotSaveACachedPageAgain() async throws {
        let cache = RestaurantDetailsCacheSpy()
        let cached = Sourced(anyDetails("b"), origin: .cache(savedAt: Date()))
        let sut = RestaurantDetailsServiceCacheDecorator(decoratee: RestaurantDetailsServiceStub(result: .success(cached)), cache: cache)

        let result = try await sut.details(ofRestaurant: "b")

        XCTAssertEqual(result, cached)
        XCTAssertEqual(cache.saved, [])
    }

    func test_details_returnsThePageEvenWhenSavingFails() async throws {
        let sut = RestaurantDetailsServiceCacheDecorator(
            decoratee: RestaurantDetailsServiceStub(result: .success(.live(anyDetails("a")))),
            cache: RestaurantDetailsCacheSpy(error: anyError())
        )

        let result = try await sut.details(ofRestaurant: "a")

        XCTAssertEqual(result, .live(anyDetails("a")))
    }

    func test_details_passesFailuresOnWithoutTouchingTheCache() async {
        let cache = RestaurantDetailsCacheSpy()
        let sut = RestaurantDetailsServiceCacheDecorator(decoratee: RestaurantDetailsServiceStub(result: .failure(anyError())), cache: cache)

        await assertThrowsAsync(anyError()) { _ = try await sut.details(ofRestaurant: "a") }
        XCTAssertEqual(cache.saved, [])
    }
}

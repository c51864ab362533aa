@testable import FoodybiteApp
import Foundation
import NearbyFeature
import Shared
import TestSupport
import XCTest

final class NearbyRestaurantsServiceCacheDecoratorTests: XCTestCase {
    func test_searchNearby_savesLiveAnswersInTheCacheAndReturnsThem() async throws {
        let cache = NearbyCacheSpy()
        let answer = Sourced.live([anyNearbyRestaurant("a")])
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .success(answer)), cache: cache)

        let result = try await sut.searchNearby(anyNearbyQuery())

        XCTAssertEqual(result, answer)
        XCTAssertEqual(cache.saved.map(\.0), [[anyNearbyRestaurant("a")]])
        XCTAssertEqual(cache.saved.map(\.1), [anyNearbyQuery()])
    }

    func test_searchNearby_doesNotSaveCachedAnswersAgain() async throws {
        let cache = NearbyCacheSpy()
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .success(Sourced([anyNearbyRestaurant("a")], origin: .cache(savedAt: Date())))), cache: cache)

        _ = try await sut.searchNearby(anyNearbyQuery())

        XCTAssertTrue(cache.saved.isEmpty)
    }

    func test_searchNearby_returnsAPartialAnswerWithoutSavingItAsIfWhole() async throws {
        let cache = NearbyCacheSpy()
        let answer = Sourced.live([anyNearbyRestaurant("a")], partialReason: "page 2 could not be fetched: down.")
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .success(answer)), cache: cache)

        let result = try await sut.searchNearby(anyNearbyQuery())

        XCTAssertEqual(result, answer)
        XCTAssertTrue(cache.saved.isEmpty)
    }

    func test_searchNearby_returnsALooselyMatchedAnswerWithoutSavingItAsIfExact() async throws {
        let cache = NearbyCacheSpy()
        let answer = Sourced.live([anyNearbyRestaurant("a")], looseMatchReason: "Google's legacy Places API has no cuisine filter")
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .success(answer)), cache: cache)

        let result = try await sut.searchNearby(anyNearbyQuery())

        XCTAssertEqual(result, answer)
        XCTAssertTrue(cache.saved.isEmpty)
    }

    func test_searchNearby_returnsTheAnswerEvenWhenSavingFails() async throws {
        let cache = NearbyCacheSpy(error: anyError())
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .success(.live([anyNearbyRestaurant("a")]))), cache: cache)

        let result = try await sut.searchNearby(anyNearbyQuery())

        XCTAssertEqual(result.value, [anyNearbyRestaurant("a")])
    }

    func test_searchNearby_passesFailuresOnWithoutTouchingTheCache() async {
        let cache = NearbyCacheSpy()
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .failure(anyError())), cache: cache)

        await assertThrowsAsync(anyError()) { _ = try await sut.searchNearby(anyNearbyQuery()) }
        XCTAssertTrue(cache.saved.isEmpty)
    }
}

@testable import FoodybiteApp
import Foundation
import NearbyFeature
import Shared
import TestSupport
import XCTest

final class NearbyRestaurantsServiceCacheDecoratorTests: XCTestCase {
    func test_searchNearby_savesLiveAnswersInTheCacheAndReturnsThem() async throws {
        let cache = NearbyCacheSpy()
        let answer = Sourced.live([restaurant("a")])
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .success(answer)), cache: cache)

        let result = try await sut.searchNearby(query())

        XCTAssertEqual(result, answer)
        XCTAssertEqual(cache.saved.map(\.0), [[restaurant("a")]])
        XCTAssertEqual(cache.saved.map(\.1), [query()])
    }

    func test_searchNearby_doesNotSaveCachedAnswersAgain() async throws {
        let cache = NearbyCacheSpy()
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .success(Sourced([restaurant("a")], origin: .cache(savedAt: Date())))), cache: cache)

        _ = try await sut.searchNearby(query())

        XCTAssertTrue(cache.saved.isEmpty)
    }

    func test_searchNearby_returnsAPartialAnswerWithoutSavingItAsIfWhole() async throws {
        let cache = NearbyCacheSpy()
        let answer = Sourced.live([restaurant("a")], partialReason: "page 2 could not be fetched: down.")
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .success(answer)), cache: cache)

        let result = try await sut.searchNearby(query())

        XCTAssertEqual(result, answer)
        XCTAssertTrue(cache.saved.isEmpty)
    }

    func test_searchNearby_returnsTheAnswerEvenWhenSavingFails() async throws {
        let cache = NearbyCacheSpy(error: anyError())
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .success(.live([restaurant("a")]))), cache: cache)

        let result = try await sut.searchNearby(query())

        XCTAssertEqual(result.value, [restaurant("a")])
    }

    func test_searchNearby_passesFailuresOnWithoutTouchingTheCache() async {
        let cache = NearbyCacheSpy()
        let sut = NearbyRestaurantsServiceCacheDecorator(decoratee: NearbyServiceStub(result: .failure(anyError())), cache: cache)

        await assertThrowsAsync(anyError()) { _ = try await sut.searchNearby(query()) }
        XCTAssertTrue(cache.saved.isEmpty)
    }
}

final class NearbyRestaurantsServiceWithFallbackCompositeTests: XCTestCase {
    func test_searchNearby_returnsThePrimaryAnswerWhenItSucceeds() async throws {
        let sut = NearbyRestaurantsServiceWithFallbackComposite(
            primary: NearbyServiceStub(result: .success(.live([restaurant("live")]))),
            secondary: NearbyServiceStub(result: .success(Sourced([restaurant("cached")], origin: .cache(savedAt: Date()))))
        )

        let result = try await sut.searchNearby(query())

        XCTAssertEqual(result, .live([restaurant("live")]))
    }

    func test_searchNearby_fallsBackToTheCacheAndSaysWhy() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let sut = NearbyRestaurantsServiceWithFallbackComposite(
            primary: NearbyServiceStub(result: .failure(UserFacingMessage("Cannot reach the server at http://h:1.", exitStatus: .unavailable))),
            secondary: NearbyServiceStub(result: .success(Sourced([restaurant("cached")], origin: .cache(savedAt: savedAt))))
        )

        let result = try await sut.searchNearby(query())

        XCTAssertEqual(result, Sourced([restaurant("cached")], origin: .cache(savedAt: savedAt, reason: "Cannot reach the server at http://h:1.")))
    }

    func test_searchNearby_throwsThePrimaryErrorWhenNothingIsCached() async {
        let primaryError = UserFacingMessage("Cannot reach the server at http://h:1.", exitStatus: .unavailable)
        let sut = NearbyRestaurantsServiceWithFallbackComposite(
            primary: NearbyServiceStub(result: .failure(primaryError)),
            secondary: NearbyServiceStub(result: .failure(NearbyCacheError.nothingCached))
        )

        await assertThrowsAsync(primaryError) { _ = try await sut.searchNearby(query()) }
    }
}

// MARK: - Helpers

private func restaurant(_ id: String) -> NearbyRestaurant {
    NearbyRestaurant(id: id, name: id, isOpen: nil, rating: 4, location: Coordinates(latitude: 1, longitude: 1), photo: nil)
}

private func query() -> NearbySearchQuery {
    NearbySearchQuery(center: Coordinates(latitude: 1, longitude: 1), radius: 1_000, openNow: false, ranking: .rating, minimumRating: 0, limit: 20)
}

private struct NearbyServiceStub: NearbyRestaurantsService {
    let result: Result<Sourced<[NearbyRestaurant]>, any Error>

    func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        try result.get()
    }
}

private final class NearbyCacheSpy: NearbyRestaurantsCache, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [([NearbyRestaurant], NearbySearchQuery)] = []
    private let error: (any Error)?

    init(error: (any Error)? = nil) {
        self.error = error
    }

    var saved: [([NearbyRestaurant], NearbySearchQuery)] { lock.withLock { recorded } }

    func save(_ restaurants: [NearbyRestaurant], for query: NearbySearchQuery) async throws {
        lock.withLock { recorded.append((restaurants, query)) }
        if let error { throw error }
    }
}

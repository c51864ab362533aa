import Core
import Foundation
import NearbyFeature
import Shared
import TestSupport
import XCTest

final class LocalNearbyRestaurantsStoreTests: XCTestCase {
    func test_searchNearby_answersWithTheSavedRestaurantsMarkedAsCached() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let sut = LocalNearbyRestaurantsStore(store: InMemoryLocalStore(now: { savedAt }))
        let restaurants = [makeRestaurant("a", photo: Photo(reference: "P", width: 10, height: 20)), makeRestaurant("b", rating: nil, isOpen: nil)]

        try await sut.save(restaurants, for: makeQuery())
        let cached = try await sut.searchNearby(makeQuery())

        XCTAssertEqual(cached, Sourced(restaurants, origin: .cache(savedAt: savedAt)))
    }

    func test_searchNearby_throwsNothingCachedForAnotherQuestion() async throws {
        let sut = LocalNearbyRestaurantsStore(store: InMemoryLocalStore())
        try await sut.save([makeRestaurant("a")], for: makeQuery(radius: 1_000))

        for other in [makeQuery(radius: 2_000), makeQuery(openNow: true), makeQuery(ranking: .distance), makeQuery(minimumRating: 4), makeQuery(limit: 5)] {
            await assertThrowsAsync(NearbyCacheError.nothingCached) { _ = try await sut.searchNearby(other) }
        }
    }

    func test_searchNearby_treatsCentresWithinAboutTenMetresAsTheSameQuestion() async throws {
        let sut = LocalNearbyRestaurantsStore(store: InMemoryLocalStore())
        try await sut.save([makeRestaurant("a")], for: makeQuery())
        let nearlyTheSame = NearbySearchQuery(center: Coordinates(latitude: 38.72231, longitude: -9.13932), radius: 1_000, openNow: false, ranking: .rating, minimumRating: 0, limit: 20)

        let cached = try await sut.searchNearby(nearlyTheSame)

        XCTAssertEqual(cached.value.map(\.id), ["a"])
    }
}

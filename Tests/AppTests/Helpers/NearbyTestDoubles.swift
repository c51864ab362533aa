import Foundation
import NearbyFeature
import Shared

func anyNearbyRestaurant(_ id: String) -> NearbyRestaurant {
    NearbyRestaurant(id: id, name: id, isOpen: nil, rating: 4, location: Coordinates(latitude: 1, longitude: 1), photo: nil)
}

func anyNearbyQuery() -> NearbySearchQuery {
    NearbySearchQuery(center: Coordinates(latitude: 1, longitude: 1), radius: 1_000, openNow: false, ranking: .rating, minimumRating: 0, limit: 20)
}

struct NearbyServiceStub: NearbyRestaurantsService {
    let result: Result<Sourced<[NearbyRestaurant]>, any Error>

    func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        try result.get()
    }
}

final class NearbyCacheSpy: NearbyRestaurantsCache, @unchecked Sendable {
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

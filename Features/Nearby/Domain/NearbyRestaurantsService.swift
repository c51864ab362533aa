import Shared

public protocol NearbyRestaurantsService: Sendable {
    /// Restaurants within the query's radius rated at least its minimum, at most its limit, and
    /// whether they come from the server or the cache.
    func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]>
}

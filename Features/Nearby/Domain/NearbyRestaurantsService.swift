import Shared

public protocol NearbyRestaurantsService: Sendable {
    /// Restaurants within the query's radius rated at least its minimum, and whether they come from the
    /// server or the cache. Nearest first: at most the query's limit; best rated: every candidate the
    /// service offers, for the caller to rank and cut.
    func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]>
}

import Shared

/// Looks a restaurant up by its id (App adapts the Details feature: live, else its cache).
public protocol FavouriteRestaurantLookup: Sendable {
    func restaurant(withID id: String) async throws -> Sourced<FavouriteRestaurant>
}

import Shared

/// The restaurants a person keeps as favourites, as they stand now (App adapts the Favourites feature).
public protocol FavouriteRestaurantsProviding: Sendable {
    func favouriteRestaurants() async throws -> Sourced<[NearbyRestaurant]>
}

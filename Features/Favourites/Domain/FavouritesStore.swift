/// Where favourites are kept, on this machine.
public protocol FavouritesStore: Sendable {
    func favourites() async throws -> StoredFavourites
    /// Keeps `favourite`, replacing the one of its restaurant.
    func save(_ favourite: Favourite) async throws
    /// Whether there was a favourite of that restaurant to remove.
    func remove(restaurantID: String) async throws -> Bool
}

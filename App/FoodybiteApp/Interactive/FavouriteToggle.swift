import FavouritesFeature

/// Keeps a restaurant among the favourites, or stops keeping one already kept: what the restaurant
/// page's [f] does in the interactive flow.
@MainActor
struct FavouriteToggle {
    let store: any FavouritesStore
    let favourites: FavouritesViewModel

    /// Whether it is a favourite now.
    func toggle(_ restaurantID: String) async throws -> Bool {
        if try await store.favourites().restaurantIDs.contains(restaurantID) {
            _ = try await favourites.remove(restaurantID: restaurantID)
            return false
        }
        _ = try await favourites.add(restaurantID: restaurantID, note: nil)
        return true
    }
}

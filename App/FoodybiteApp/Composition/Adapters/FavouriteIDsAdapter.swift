import FavouritesFeature
import Shared

/// The ids of the favourites the Favourites feature keeps, for lists to mark them.
struct FavouriteIDsAdapter: FavouriteIDsProviding {
    let store: any FavouritesStore

    func favouriteIDs() async -> Set<String> {
        (try? await store.favourites().restaurantIDs) ?? []
    }
}

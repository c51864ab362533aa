import DetailsFeature
import FavouritesFeature
import Shared

/// Looks a favourite's restaurant up through the Details feature (live, else its cache).
struct FavouriteRestaurantLookupAdapter: FavouriteRestaurantLookup {
    let details: any RestaurantDetailsService

    func restaurant(withID id: String) async throws -> Sourced<FavouriteRestaurant> {
        let found = try await details.details(ofRestaurant: id)
        let details = found.value
        return Sourced(
            FavouriteRestaurant(
                id: details.id, name: details.name, location: details.location, cuisines: details.features.cuisines, rating: details.rating,
                ratingsCount: details.ratingsCount, isOpen: details.isOpenNow, businessStatus: details.businessStatus
            ),
            origin: found.origin, credits: found.credits
        )
    }
}

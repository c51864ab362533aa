import DetailsFeature
import FavouritesFeature
import Foundation
import NearbyFeature
import Shared

/// One's favourites as Nearby's restaurants: each looked up through Details (live, else its cache, a few
/// at a time), else as kept when it was added. The answer is live only when every favourite was; else
/// it is marked cached as of the oldest of what it shows.
struct FavouriteNearbyRestaurantsAdapter: FavouriteRestaurantsProviding {
    static let lookupsAtOnce = 4

    let store: any FavouritesStore
    let details: any RestaurantDetailsService

    func favouriteRestaurants() async throws -> Sourced<[NearbyRestaurant]> {
        let favourites = try await store.favourites().favourites
        let found = await lookUp(favourites.map(\.restaurantID))
        var oldest: Date?
        let restaurants = favourites.map { favourite -> NearbyRestaurant in
            guard let standing = found[favourite.restaurantID] else {
                oldest = min(oldest ?? favourite.addedAt, favourite.addedAt)
                return NearbyRestaurant(
                    id: favourite.restaurantID, name: favourite.name, isOpen: nil, rating: nil, location: favourite.location, photo: nil,
                    cuisines: favourite.cuisines
                )
            }
            if let savedAt = standing.origin.cachedAt { oldest = min(oldest ?? savedAt, savedAt) }
            return Self.restaurant(standing.value)
        }
        return Sourced(restaurants, origin: oldest.map { .cache(savedAt: $0) } ?? .live)
    }

    private static func restaurant(_ details: RestaurantDetails) -> NearbyRestaurant {
        let features = details.features
        return NearbyRestaurant(
            id: details.id, name: details.name, isOpen: details.isOpenNow, rating: details.rating, location: details.location, photo: details.photos.first,
            ratingsCount: details.ratingsCount, priceLevel: details.priceLevel, businessStatus: details.businessStatus,
            amenities: PlaceAmenities(
                servesVegetarianFood: features.servesVegetarianFood, wheelchairAccessibleEntrance: features.wheelchairAccessibleEntrance,
                takeout: features.takeout, delivery: features.delivery, outdoorSeating: features.outdoorSeating
            ),
            cuisines: features.cuisines
        )
    }

    private func lookUp(_ ids: [String]) async -> [String: Sourced<RestaurantDetails>] {
        await ConcurrentLookup.values(for: ids, atOnce: Self.lookupsAtOnce) { [details] id in try? await details.details(ofRestaurant: id) }
    }
}

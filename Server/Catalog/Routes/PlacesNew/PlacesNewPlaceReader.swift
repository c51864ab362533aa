import CatalogDomain
import ReviewsDomain

/// Reads the places a Places API (New) answer shows, in order: the catalog's restaurants and, when
/// reviews are asked for, their catalog reviews and the newest Foodybite reviews users wrote.
struct PlacesNewPlaceReader: Sendable {
    let catalog: any RestaurantCatalog
    let reviews: any ReviewRepository

    func places(_ placeIDs: [String], withReviews: Bool) async throws(PlacesNewError) -> [(restaurant: CatalogRestaurant, foodybiteReviews: [Review])] {
        do {
            let restaurants = try await catalog.restaurants(placeIDs: placeIDs, includingReviews: withReviews)
            var places: [(restaurant: CatalogRestaurant, foodybiteReviews: [Review])] = []
            for restaurant in restaurants {
                let written = withReviews ? try await reviews.reviews(ofRestaurant: restaurant.placeID, limit: PlaceNewJSON.reviewsPerKind) : []
                places.append((restaurant, written))
            }
            return places
        } catch {
            throw .catalogUnavailable
        }
    }
}

import Core
import Foundation

/// GET /maps/api/place/details/json, asking only for the fields the restaurant page shows.
struct GetRestaurantDetailsEndpoint: Endpoint {
    static let fields = [
        "place_id", "name", "formatted_address", "formatted_phone_number", "international_phone_number", "website",
        "geometry/location", "rating", "user_ratings_total", "opening_hours", "photos", "reviews",
        "price_level", "business_status", "types", "serves_vegetarian_food", "wheelchair_accessible_entrance", "takeout", "delivery",
    ]

    let restaurantID: String
    let key: PlacesAPIKey?

    var path: String { "/maps/api/place/details/json" }
    var method: HTTPMethod { .get }

    var queryItems: [URLQueryItem] {
        [URLQueryItem(name: "place_id", value: restaurantID), URLQueryItem(name: "fields", value: Self.fields.joined(separator: ","))]
            + [key?.queryItem].compactMap { $0 }
    }
}

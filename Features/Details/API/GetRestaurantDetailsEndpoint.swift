import Core
import Foundation

/// GET /maps/api/place/details/json, asking only for the fields the restaurant page shows (of our server,
/// its cuisines as OpenStreetMap names them too).
struct GetRestaurantDetailsEndpoint: Endpoint {
    static let fields = [
        "place_id", "name", "formatted_address", "formatted_phone_number", "international_phone_number", "website", "url",
        "geometry/location", "rating", "user_ratings_total", "opening_hours", "photos", "reviews",
        "price_level", "business_status", "types", "serves_vegetarian_food", "wheelchair_accessible_entrance", "takeout", "delivery",
    ]

    /// Asked of our server only: Google refuses a field it does not know.
    static let ourServersFields = ["foodybite_cuisines"]

    let restaurantID: String
    let key: PlacesAPIKey?
    /// Whether the request goes to Google's own Places host.
    let isGoogleHost: Bool

    var path: String { "/maps/api/place/details/json" }
    var method: HTTPMethod { .get }

    var queryItems: [URLQueryItem] {
        let fields = Self.fields + (isGoogleHost ? [] : Self.ourServersFields)
        return [URLQueryItem(name: "place_id", value: restaurantID), URLQueryItem(name: "fields", value: fields.joined(separator: ","))]
            + [key?.queryItem].compactMap { $0 }
    }
}

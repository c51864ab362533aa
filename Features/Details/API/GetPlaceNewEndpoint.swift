import Core
import Foundation

/// GET /v1/places/{id} (Places API (New)), asking only for the fields the restaurant page shows (billed
/// as Place Details Enterprise + Atmosphere, because of the reviews); of our server, the cuisines as
/// OpenStreetMap names them too.
struct GetPlaceNewEndpoint: Endpoint {
    static let fieldMask = [
        "id", "displayName", "formattedAddress", "nationalPhoneNumber", "internationalPhoneNumber", "websiteUri", "googleMapsUri",
        "location", "rating", "userRatingCount", "regularOpeningHours", "businessStatus", "priceLevel", "photos", "reviews",
        "types", "servesVegetarianFood", "accessibilityOptions", "takeout", "delivery", "outdoorSeating",
    ]

    /// Asked of our server only: Google refuses a field it does not know.
    static let ourServersFields = ["foodybiteCuisines"]

    let restaurantID: String
    let key: PlacesAPIKey?
    /// Whether the request goes to Google's own Places host.
    let isGoogleHost: Bool

    var path: String { "/v1/places/\(restaurantID)" }
    var pathSegments: [String] { ["v1", "places", restaurantID] }
    var method: HTTPMethod { .get }
    var headers: [String: String] { PlacesNewHeaders.make(key: key, fieldMask: Self.fieldMask + (isGoogleHost ? [] : Self.ourServersFields)) }
}

import Core
import Foundation
import Shared

/// POST /v1/places:autocomplete (Places API (New), billed as Autocomplete Requests), biased to a circle,
/// with distances from its centre and each place's types. It asks for no type: the API's type filter
/// matches primary types only, so `restaurant` would drop every `italian_restaurant`, `sushi_restaurant`
/// …; the answer is filtered instead (`RemoteAutocompleteNewResponse`).
struct AutocompleteNewEndpoint: Endpoint {
    static let fieldMask = [
        "suggestions.placePrediction.placeId", "suggestions.placePrediction.text.text",
        "suggestions.placePrediction.structuredFormat", "suggestions.placePrediction.distanceMeters",
        "suggestions.placePrediction.types",
    ]

    struct Body: Encodable, Sendable {
        struct LatLng: Encodable, Sendable {
            let latitude: Double
            let longitude: Double
        }

        struct Circle: Encodable, Sendable {
            let center: LatLng
            let radius: Double
        }

        struct LocationBias: Encodable, Sendable {
            let circle: Circle
        }

        let input: String
        let locationBias: LocationBias
        let origin: LatLng
    }

    let input: String
    let location: Coordinates
    let radius: Int
    let key: PlacesAPIKey?
    /// Whether the request goes to Google's own Places host, which refuses fields it does not know.
    let isGoogleHost: Bool

    /// Our server's extension: each place's rating and open state.
    static let foodybiteFields = [
        "suggestions.placePrediction.foodybiteRating", "suggestions.placePrediction.foodybiteUserRatingCount",
        "suggestions.placePrediction.foodybiteOpenNow",
    ]

    var fieldMask: [String] { isGoogleHost ? Self.fieldMask : Self.fieldMask + Self.foodybiteFields }

    var path: String { "/v1/places:autocomplete" }
    var method: HTTPMethod { .post }
    var headers: [String: String] { PlacesNewHeaders.make(key: key, fieldMask: fieldMask) }

    var body: (any Encodable & Sendable)? {
        let center = Body.LatLng(latitude: location.latitude, longitude: location.longitude)
        return Body(input: input, locationBias: .init(circle: .init(center: center, radius: Double(radius))), origin: center)
    }
}

import Core
import Foundation
import Shared

/// GET /maps/api/place/autocomplete/json for restaurants, biased to a circle, with distances from its
/// centre (`origin`).
struct AutocompleteEndpoint: Endpoint {
    let input: String
    let location: Coordinates
    let radius: Int
    let key: PlacesAPIKey?

    var path: String { "/maps/api/place/autocomplete/json" }
    var method: HTTPMethod { .get }

    var queryItems: [URLQueryItem] {
        [
            URLQueryItem(name: "input", value: input),
            URLQueryItem(name: "location", value: location.queryValue),
            URLQueryItem(name: "radius", value: String(radius)),
            URLQueryItem(name: "origin", value: location.queryValue),
            URLQueryItem(name: "types", value: "restaurant"),
        ] + [key?.queryItem].compactMap { $0 }
    }
}

import Core
import Foundation

/// GET /maps/api/place/findplacefromtext/json: the places a text names, asking only for their names,
/// addresses and positions.
struct FindPlaceEndpoint: Endpoint {
    let name: String
    let key: PlacesAPIKey?

    var path: String { "/maps/api/place/findplacefromtext/json" }
    var method: HTTPMethod { .get }

    var queryItems: [URLQueryItem] {
        [
            URLQueryItem(name: "input", value: name),
            URLQueryItem(name: "inputtype", value: "textquery"),
            URLQueryItem(name: "fields", value: "name,formatted_address,geometry"),
        ] + [key?.queryItem].compactMap { $0 }
    }
}

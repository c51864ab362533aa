import Core
import Foundation

/// POST /v1/places:searchText without an area or a type: places of every kind whose name matches,
/// asking only for their names, addresses and positions.
struct SearchPlaceNameNewEndpoint: Endpoint {
    static let fieldMask = ["places.displayName", "places.formattedAddress", "places.location"]
    static let pageSize = 5

    struct Body: Encodable, Sendable {
        let textQuery: String
        let pageSize = SearchPlaceNameNewEndpoint.pageSize
    }

    let name: String
    let key: PlacesAPIKey?

    var path: String { "/v1/places:searchText" }
    var method: HTTPMethod { .post }
    var headers: [String: String] { PlacesNewHeaders.make(key: key, fieldMask: Self.fieldMask) }
    var body: (any Encodable & Sendable)? { Body(textQuery: name) }
}

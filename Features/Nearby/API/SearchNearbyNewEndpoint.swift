import Core
import Foundation

/// POST /v1/places:searchNearby (Places API (New)): the restaurants in a circle, most popular or nearest
/// first, asking only for the fields the list shows (billed as Nearby Search Enterprise: rating, hours
/// and price are Enterprise fields).
struct SearchNearbyNewEndpoint: Endpoint {
    /// The API's most results for one search; it has no further pages.
    static let maximumResultCount = 20
    static let fieldMask = [
        "places.id", "places.displayName", "places.location", "places.rating", "places.userRatingCount",
        "places.regularOpeningHours.openNow", "places.businessStatus", "places.priceLevel", "places.photos", "places.attributions",
    ]

    struct Body: Encodable, Sendable {
        struct Center: Encodable, Sendable {
            let latitude: Double
            let longitude: Double
        }

        struct Circle: Encodable, Sendable {
            let center: Center
            let radius: Double
        }

        struct LocationRestriction: Encodable, Sendable {
            let circle: Circle
        }

        let includedTypes = ["restaurant"]
        let maxResultCount = SearchNearbyNewEndpoint.maximumResultCount
        let locationRestriction: LocationRestriction
        let rankPreference: String
    }

    let query: NearbySearchQuery
    let key: PlacesAPIKey?

    var path: String { "/v1/places:searchNearby" }
    var method: HTTPMethod { .post }
    var headers: [String: String] { PlacesNewHeaders.make(key: key, fieldMask: Self.fieldMask) }

    var body: (any Encodable & Sendable)? {
        Body(
            locationRestriction: .init(circle: .init(
                center: .init(latitude: query.center.latitude, longitude: query.center.longitude),
                radius: Double(query.radius)
            )),
            // Best rated is ranked on the client from the most popular; the API cannot sort by rating.
            rankPreference: query.ranking == .distance ? "DISTANCE" : "POPULARITY"
        )
    }
}

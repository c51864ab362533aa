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
        "places.types",
    ]
    /// Our server's extensions to a place, asked for only there (Google's API refuses fields it does not know).
    static let ourServersFields = ["places.foodybiteCuisines"]

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
    /// Whether the request goes to Google's own Places host.
    let isGoogleHost: Bool

    var path: String { "/v1/places:searchNearby" }
    var method: HTTPMethod { .post }
    var headers: [String: String] {
        PlacesNewHeaders.make(key: key, fieldMask: Self.fieldMask + (isGoogleHost ? [] : Self.ourServersFields))
    }

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

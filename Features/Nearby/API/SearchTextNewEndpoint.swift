import Core
import FoodVocabulary
import Foundation
import Shared

/// POST /v1/places:searchText (Places API (New)): restaurants in the rectangle around the query's
/// circle with its filters applied to all of them, a page at a time, asking only for the fields the list
/// shows and the next page's token. `minRating` is sent rounded down to the half star (Google rounds it
/// up), so the caller applies the exact minimum. What to eat is the text query, and a word naming a
/// cuisine Google has a type for (`sushi` → `sushi_restaurant`, `pizzeria` → `pizza_restaurant`) narrows
/// the type; the price range is Google's `priceLevels`. What the places must say of themselves is our
/// server's `foodybiteRequires`; on Google's host, the place fields that say it, checked by the caller.
struct SearchTextNewEndpoint: Endpoint {
    static let pageSize = 20
    static let fieldMask = SearchNearbyNewEndpoint.fieldMask + ["nextPageToken"]

    struct Body: Encodable, Sendable {
        struct LatLng: Encodable, Sendable {
            let latitude: Double
            let longitude: Double
        }

        struct Rectangle: Encodable, Sendable {
            let low: LatLng
            let high: LatLng
        }

        struct LocationRestriction: Encodable, Sendable {
            let rectangle: Rectangle
        }

        let textQuery: String
        let includedType: String
        let strictTypeFiltering = true
        let openNow: Bool?
        let priceLevels: [String]?
        let minRating: Double?
        let locationRestriction: LocationRestriction
        let rankPreference: String
        let pageSize = SearchTextNewEndpoint.pageSize
        let pageToken: String?
        /// Our server's extensions, sent only when they matter and never to Google's host (whose API
        /// refuses fields it does not know): restaurants closed for good too, and the minimum rating as
        /// asked rather than in half stars.
        let includeClosed: Bool?
        let foodybiteMinRating: Double?
        /// What the places must say of themselves, which our server filters its whole catalog by.
        let foodybiteRequires: [String]?
        /// The cuisines any one of which will do, which our server filters its whole catalog by.
        let foodybiteCuisines: [String]?
    }

    let query: NearbySearchQuery
    let pageToken: String?
    let key: PlacesAPIKey?
    /// Whether the request goes to Google's own Places host.
    let isGoogleHost: Bool

    var path: String { "/v1/places:searchText" }
    var method: HTTPMethod { .post }
    var headers: [String: String] { PlacesNewHeaders.make(key: key, fieldMask: fieldMask) }

    /// The list's fields, and on Google's host the place fields the requirements are checked on (our
    /// server filters by them itself, and sends its extensions).
    var fieldMask: [String] {
        guard isGoogleHost else { return Self.fieldMask + SearchNearbyNewEndpoint.ourServersFields }
        let checked = query.requirements.compactMap(\.googleField)
        return Self.fieldMask + checked.filter { !Self.fieldMask.contains($0) }
    }

    var body: (any Encodable & Sendable)? {
        let halfStars = (query.minimumRating * 2).rounded(.down) / 2
        return Body(
            textQuery: textQuery,
            includedType: includedType,
            openNow: query.openNow ? true : nil,
            priceLevels: query.priceLevels.map { $0.compactMap(Self.priceLevelName) },
            minRating: halfStars > 0 ? halfStars : nil,
            locationRestriction: .init(rectangle: Self.rectangle(around: query.center.latitude, query.center.longitude, radius: Double(query.radius))),
            // Google's RELEVANCE is not best rated first: for the best rated, every page is read and ranked.
            rankPreference: query.ranking == .distance ? "DISTANCE" : "RELEVANCE",
            pageToken: pageToken,
            includeClosed: query.includeClosed && !isGoogleHost ? true : nil,
            foodybiteMinRating: query.minimumRating > 0 && query.minimumRating != halfStars && !isGoogleHost ? query.minimumRating : nil,
            foodybiteRequires: query.requirements.isEmpty || isGoogleHost ? nil : query.requirements.map(\.rawValue),
            foodybiteCuisines: query.cuisines.isEmpty || isGoogleHost ? nil : query.cuisines
        )
    }

    /// What to eat; on Google's host, the cuisine asked for too (the service asks Google for one at a
    /// time), which Google reads as words where it has no type for it.
    private var textQuery: String {
        let cuisineWords = isGoogleHost ? query.cuisines.map(NearbySearchQuery.words(ofCuisine:)) : []
        let words = ([query.what].compactMap { $0 } + cuisineWords).joined(separator: " ")
        return words.isEmpty ? "restaurant" : words
    }

    /// On Google's host, the type of the one cuisine asked for where Google has one; else the type of
    /// what to eat.
    private var includedType: String {
        if isGoogleHost, query.cuisines.count == 1, let type = FoodVocabulary.cuisine(named: query.cuisines[0])?.googleType { return type }
        return Self.includedType(for: query.what)
    }

    /// Google's price levels, cheapest first.
    static let priceLevelNames = ["PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE", "PRICE_LEVEL_EXPENSIVE", "PRICE_LEVEL_VERY_EXPENSIVE"]

    /// Google's name of a price level from 1 (inexpensive) to 4; nil for a level outside them.
    static func priceLevelName(_ level: Int) -> String? {
        priceLevelNames.indices.contains(level - 1) ? priceLevelNames[level - 1] : nil
    }

    /// The type of the first word that names a cuisine Google has a type for; else any restaurant.
    static func includedType(for what: String?) -> String {
        FoodVocabulary.words(in: what ?? "").lazy.compactMap { FoodVocabulary.cuisine(named: $0)?.googleType }.first ?? "restaurant"
    }

    /// The smallest latitude/longitude rectangle holding the circle (a hair larger), its longitudes
    /// wrapped across the antimeridian and its latitudes stopped at the poles.
    static func rectangle(around latitude: Double, _ longitude: Double, radius: Double) -> Body.Rectangle {
        let angle = radius / Coordinates.earthRadius * 1.000_001 + 1e-9
        let degrees = 180 / Double.pi
        let latitudeSpan = angle * degrees
        let ratio = sin(angle) / cos(latitude / degrees)
        let reachesPole = latitude + latitudeSpan >= 90 || latitude - latitudeSpan <= -90 || ratio >= 1
        let longitudeSpan = reachesPole ? 180 : asin(ratio) * degrees
        func wrapped(_ value: Double) -> Double {
            value > 180 ? value - 360 : value < -180 ? value + 360 : value
        }
        let west = longitudeSpan >= 180 ? -180 : wrapped(longitude - longitudeSpan)
        let east = longitudeSpan >= 180 ? 180 : wrapped(longitude + longitudeSpan)
        return Body.Rectangle(
            low: .init(latitude: max(-90, latitude - latitudeSpan), longitude: west),
            high: .init(latitude: min(90, latitude + latitudeSpan), longitude: east)
        )
    }
}

import Core
import Foundation

/// GET /maps/api/place/nearbysearch/json — a first page for a query, or the next page for a token.
/// What to eat is the `keyword`, the price range `minprice`/`maxprice`.
enum SearchNearbyEndpoint: Endpoint {
    case firstPage(NearbySearchQuery, key: PlacesAPIKey?)
    case nextPage(token: String, key: PlacesAPIKey?)

    var path: String { "/maps/api/place/nearbysearch/json" }
    var method: HTTPMethod { .get }

    var queryItems: [URLQueryItem] {
        switch self {
        case let .firstPage(query, key):
            var items = [URLQueryItem(name: "location", value: query.center.queryValue)]
            switch query.ranking {
            case .rating:
                items.append(URLQueryItem(name: "radius", value: String(query.radius)))
            case .distance:
                // Google forbids a radius with rankby=distance; results beyond it are dropped here.
                items.append(URLQueryItem(name: "rankby", value: "distance"))
            }
            items.append(URLQueryItem(name: "type", value: "restaurant"))
            if query.openNow {
                items.append(URLQueryItem(name: "opennow", value: "true"))
            }
            if let what = query.what {
                items.append(URLQueryItem(name: "keyword", value: what))
            }
            if let levels = query.priceLevels {
                items.append(URLQueryItem(name: "minprice", value: String(levels.lowerBound)))
                items.append(URLQueryItem(name: "maxprice", value: String(levels.upperBound)))
            }
            if query.includeClosed {
                // Our server leaves restaurants closed for good out unless asked; Google ignores it.
                items.append(URLQueryItem(name: "includeclosed", value: "true"))
            }
            if !query.cuisines.isEmpty {
                // Our server's filter over its whole catalog; on Google's host, the service sends the cuisine as words instead.
                items.append(URLQueryItem(name: "foodybite_cuisines", value: query.cuisines.joined(separator: ",")))
            }
            if !query.requirements.isEmpty {
                // Our server's filter over its whole catalog; Google's legacy API has none (the service refuses them there).
                items.append(URLQueryItem(name: "foodybite_requires", value: query.requirements.map(\.rawValue).joined(separator: ",")))
            }
            if query.minimumRating > 0 {
                // Our server's filter over its whole catalog; Google ignores it, and the caller filters too.
                items.append(URLQueryItem(name: "minrating", value: String(query.minimumRating)))
            }
            return items + [key?.queryItem].compactMap { $0 }
        case let .nextPage(token, key):
            return [URLQueryItem(name: "pagetoken", value: token)] + [key?.queryItem].compactMap { $0 }
        }
    }
}

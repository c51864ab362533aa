import Foundation

/// The map service whose links a source's restaurants get: Google Maps for Google's places (their ids
/// are Google's), OpenStreetMap for our server's.
public enum MapService: Sendable, Equatable {
    case googleMaps
    case openStreetMap
}

/// Links to see a restaurant on a map and to get there, as the map services document them (Google's
/// Maps URLs, OpenStreetMap's map and directions pages): no key, nothing but the place in the link.
public enum MapLinks {
    public static func place(id: String, at location: Coordinates, on service: MapService) -> URL {
        switch service {
        case .googleMaps:
            url("https://www.google.com/maps/search/", ["api": "1", "query": location.queryValue, "query_place_id": id])
        case .openStreetMap:
            url(
                "https://www.openstreetmap.org/", ["mlat": decimal(location.latitude), "mlon": decimal(location.longitude)],
                fragment: "map=19/\(decimal(location.latitude))/\(decimal(location.longitude))"
            )
        }
    }

    /// Directions from `origin` (or, without one, from wherever the map service puts you).
    public static func directions(id: String, to destination: Coordinates, from origin: Coordinates?, on service: MapService) -> URL {
        switch service {
        case .googleMaps:
            url(
                "https://www.google.com/maps/dir/",
                ["api": "1", "origin": origin?.queryValue, "destination": destination.queryValue, "destination_place_id": id]
            )
        case .openStreetMap:
            url("https://www.openstreetmap.org/directions", ["from": origin?.queryValue, "to": destination.queryValue])
        }
    }

    /// Whether `url` is a page of one of the map services these links go to: https, no user or
    /// password, a host of Google Maps or OpenStreetMap. A source's own map link is used only then.
    public static func isMapPage(_ url: URL) -> Bool {
        guard url.scheme?.lowercased() == "https", url.user == nil, url.password == nil, let host = url.host?.lowercased() else { return false }
        return mapHosts.contains(host)
    }

    static let mapHosts: Set<String> = ["www.google.com", "maps.google.com", "google.com", "www.openstreetmap.org", "openstreetmap.org"]

    private static func url(_ base: String, _ query: KeyValuePairs<String, String?>, fragment: String? = nil) -> URL {
        var components = URLComponents(string: base)!
        components.queryItems = query.compactMap { name, value in value.map { URLQueryItem(name: name, value: $0) } }
        components.fragment = fragment
        return components.url!
    }

    /// Six decimals (about 10 cm), as map pages take them.
    private static func decimal(_ degrees: Double) -> String {
        String(format: "%.6f", degrees)
    }
}

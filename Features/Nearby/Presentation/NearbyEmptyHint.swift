import Shared

/// What to tell someone whose search found nothing: where the catalog has restaurants and how to get
/// local data when it has none within `reach` of them, else which filter to loosen.
enum NearbyEmptyHint {
    /// Metres beyond which a larger radius would not help.
    static let reach = 50_000.0

    static func text(for query: NearbySearchQuery, coverage: CatalogCoverage?, distance: any DistanceMeasuring) -> String {
        let getLocalData = "import an OpenStreetMap extract of your area into a Foodybite server (`foodybite-server import FILE`, "
            + "then `foodybite --server URL`), or set GOOGLE_PLACES_API_KEY to search Google."
        if let coverage {
            guard let nearest = coverage.nearestPoint(to: query.center), let southWest = coverage.southWest, let northEast = coverage.northEast else {
                return "The restaurant catalog is empty: " + getLocalData
            }
            if distance.distance(from: query.center, to: nearest) > reach {
                let what = "\(coverage.restaurantCount) " + (coverage.description ?? "restaurants") + (coverage.isDemo ? " (the demo catalog)" : "")
                return "This catalog has nothing within \(DistanceFormatter.string(fromMeters: reach)) of \(query.center.queryValue): it holds \(what), "
                    + "between \(southWest.queryValue) and \(northEast.queryValue). For restaurants here, " + getLocalData
            }
        }
        var loosen = ["a larger --radius"]
        if query.minimumRating > 0 { loosen.append("a lower --min-rating") }
        if query.openNow { loosen.append("no --open-now") }
        return "Try " + loosen.joined(separator: ", ") + "."
    }
}

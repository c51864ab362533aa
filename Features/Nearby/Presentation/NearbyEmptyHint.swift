import Shared

/// What to tell someone whose search found nothing: where the catalog has restaurants and how to get
/// local data when it has none within `reach` of them, else the filter whose loosening finds the most.
enum NearbyEmptyHint {
    /// Metres beyond which a larger radius would not help.
    static let reach = 50_000.0

    /// A filter loosened, and how many restaurants the search then found.
    struct Loosened: Equatable {
        let change: String
        let found: Int
    }

    /// Whether the catalog has restaurants within reach of the search (true when it cannot say).
    static func catalogReaches(_ query: NearbySearchQuery, coverage: CatalogCoverage?, distance: any DistanceMeasuring) -> Bool {
        guard let coverage else { return true }
        guard let nearest = coverage.nearestPoint(to: query.center) else { return false }
        return distance.distance(from: query.center, to: nearest) <= reach
    }

    /// The loosenings worth trying, each the query with one filter eased.
    static func loosenings(of query: NearbySearchQuery) -> [(change: String, query: NearbySearchQuery)] {
        func with(
            radius: Int? = nil, openNow: Bool? = nil, minimumRating: Double? = nil, priceLevels: ClosedRange<Int>?? = .none, requirements: [PlaceRequirement]? = nil,
            cuisines: [String]? = nil
        ) -> NearbySearchQuery {
            query.with(
                radius: radius, openNow: openNow, minimumRating: minimumRating, limit: NearbySearchQuery.maximumLimit, priceLevels: priceLevels,
                requirements: requirements, cuisines: cuisines
            )
        }
        var loosenings: [(change: String, query: NearbySearchQuery)] = []
        if query.openNow { loosenings.append(("without --open-now", with(openNow: false))) }
        if query.minimumRating > 0 { loosenings.append(("without --min-rating", with(minimumRating: 0))) }
        if query.priceLevels != nil { loosenings.append(("without --price", with(priceLevels: .some(nil)))) }
        if !query.requirements.isEmpty { loosenings.append(("without \(requirementFlags(query.requirements))", with(requirements: []))) }
        if !query.cuisines.isEmpty { loosenings.append(("without --cuisine", with(cuisines: []))) }
        let wider = min(max(query.radius * 4, 2_000), Int(reach))
        if wider > query.radius { loosenings.append(("with --radius \(wider)", with(radius: wider))) }
        return loosenings
    }

    static func text(for query: NearbySearchQuery, coverage: CatalogCoverage?, distance: any DistanceMeasuring, loosened: [Loosened] = []) -> String {
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
        if let best = loosened.max(by: { $0.found < $1.found }), best.found > 0 {
            let count = best.found >= NearbySearchQuery.maximumLimit ? "\(best.found) or more restaurants" : best.found == 1 ? "1 restaurant" : "\(best.found) restaurants"
            return "\(best.change.prefix(1).uppercased() + best.change.dropFirst()), \(count) would be found."
        }
        if !loosened.isEmpty {
            return "Nothing would be found \(loosened.map(\.change).joined(separator: ", nor ")) either."
        }
        var loosen = ["a larger --radius"]
        if query.minimumRating > 0 { loosen.append("a lower --min-rating") }
        if query.openNow { loosen.append("no --open-now") }
        if query.priceLevels != nil { loosen.append("no --price") }
        if !query.requirements.isEmpty { loosen.append("no \(requirementFlags(query.requirements))") }
        if !query.cuisines.isEmpty { loosen.append("other cuisines") }
        if query.what != nil { loosen.append("other words") }
        return "Try " + loosen.joined(separator: ", ") + "."
    }

    /// The flags that asked for the requirements: "--diet", "--wheelchair", "--diet or --takeaway".
    private static func requirementFlags(_ requirements: [PlaceRequirement]) -> String {
        var flags: [String] = []
        for requirement in requirements {
            let flag = PlaceRequirement.diets.contains(requirement) ? "--diet" : "--" + requirement.rawValue.replacingOccurrences(of: "_", with: "-")
            if !flags.contains(flag) { flags.append(flag) }
        }
        return flags.joined(separator: " or ")
    }
}

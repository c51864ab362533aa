import Shared

/// Google's searches narrow to one type (Text Search (New)'s `includedType`) or one keyword (legacy):
/// several cuisines are asked for one at a time, and the answers joined, each restaurant once. The
/// caller ranks and cuts them, as it does any answer.
enum CuisineByCuisineSearch {
    static func search(
        _ query: NearbySearchQuery, with searchOne: (NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]>
    ) async throws -> Sourced<[NearbyRestaurant]> {
        var found: [NearbyRestaurant] = []
        var seen = Set<String>()
        var partialReasons: [String] = []
        var looseMatchReasons: [String] = []
        var credits: SourceCredits?
        for cuisine in query.cuisines {
            let answer = try await searchOne(query.with(cuisines: [cuisine]))
            found += answer.value.filter { seen.insert($0.id).inserted }
            if let reason = answer.partialReason, !partialReasons.contains(reason) { partialReasons.append(reason) }
            if let reason = answer.looseMatchReason, !looseMatchReasons.contains(reason) { looseMatchReasons.append(reason) }
            credits = credits.map { $0.merged(with: answer.credits) } ?? answer.credits
        }
        return .live(found, partialReason: joined(partialReasons), looseMatchReason: joined(looseMatchReasons), credits: credits ?? .none)
    }

    private static func joined(_ reasons: [String]) -> String? {
        reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}

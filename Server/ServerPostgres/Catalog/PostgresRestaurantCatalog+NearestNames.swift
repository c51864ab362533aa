import CatalogDomain

extension PostgresRestaurantCatalog {
    /// Autocomplete's nearest matches, read in circles growing fourfold from `firstKeywordCircle` with
    /// the restaurants having the words listed from the cells around `location`, until a circle holds
    /// enough (none beyond it can be nearer); nil where the listing gives way to the planner (too many
    /// words or restaurants near, or too few within 50 km when the bounds are not strict).
    func nearestAutocompleteHits(_ query: AutocompleteQuery, around location: GeoPoint) async throws -> [AutocompleteHit]? {
        let words = SearchFolding.queryWords(in: query.input)
        guard query.limit > 0, !words.isEmpty else { return [] }
        let reach = query.strictBounds ? Self.autocompleteBias(query) : NearbyQuery.maximumRadius
        var hits: [AutocompleteHit] = []
        for circle in Self.keywordCircles(upTo: reach) {
            guard let sought = try await searchWords(for: words, within: Self.searchRadius(circle), of: location, nameAndCuisinesOnly: true) else {
                return []
            }
            guard !sought.contains(where: \.isPrefix), let mostMatching = sought.mostRestaurantsMatching else { return nil }
            // Fewer listed than asked for: a wider circle, without reading these.
            if mostMatching < query.limit, circle < reach { continue }
            if mostMatching == 0 {
                hits = []
            } else if let statement = try Self.autocompleteStatement(query, words: sought, within: circle) {
                hits = try await read(statement).map { try Self.autocompleteHit(from: $0, location: location) }
            }
            if hits.count >= query.limit { return hits }
        }
        return query.strictBounds ? hits : nil
    }
}

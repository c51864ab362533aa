import Foundation

/// A catalog whose searches forgive typos (`SearchWordCorrector`): a nearby search whose keyword finds
/// nothing is asked again with the keyword corrected, and autocomplete's exact and prefix matches, when
/// fewer than asked for, are followed by those of the corrected input. When the correction itself
/// cannot be looked up, the search answers what it found as typed.
public struct TypoTolerantRestaurantCatalog: RestaurantCatalog {
    private let base: any RestaurantCatalog
    private let corrector: SearchWordCorrector

    public init(base: any RestaurantCatalog, words: any CatalogWordIndex) {
        self.base = base
        self.corrector = SearchWordCorrector(words: words)
    }

    public func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        let hits = try await base.nearby(query, now: now)
        guard hits.isEmpty, let corrected = await correctedKeyword(of: query) else { return hits }
        return try await base.nearby(corrected, now: now)
    }

    public func nearby(_ query: NearbyQuery, now: Date, loadingFirst count: Int) async throws -> NearbyResults {
        let results = try await base.nearby(query, now: now, loadingFirst: count)
        guard results.hits.isEmpty, let corrected = await correctedKeyword(of: query) else { return results }
        return try await base.nearby(corrected, now: now, loadingFirst: count)
    }

    public func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        let hits = try await base.autocomplete(query)
        guard hits.count < query.limit, let input = try? await corrector.corrected(query.input) else { return hits }
        var correctedQuery = query
        correctedQuery.input = input
        let shown = Set(hits.map(\.placeID))
        let more = try await base.autocomplete(correctedQuery).filter { !shown.contains($0.placeID) }
        return Array((hits + more).prefix(query.limit))
    }

    public func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        try await base.restaurants(placeIDs: placeIDs, includingReviews: includingReviews)
    }

    public func searchResults(placeIDs: [String], now: Date) async throws -> [CatalogSearchResult] {
        try await base.searchResults(placeIDs: placeIDs, now: now)
    }

    public func image(forPhotoReference reference: String) async throws -> CatalogImage? {
        try await base.image(forPhotoReference: reference)
    }

    public func coverage() async throws -> CatalogCoverage {
        try await base.coverage()
    }

    /// The query with its keyword corrected; words corrected into a word for any place to eat
    /// (`restaurnt` → `restaurant`) are left out, as a search leaves out the word typed right.
    private func correctedKeyword(of query: NearbyQuery) async -> NearbyQuery? {
        guard let keyword = query.keyword, let corrected = try? await corrector.corrected(keyword) else { return nil }
        var correctedQuery = query
        correctedQuery.keyword = SearchKeyword.from(corrected)
        return correctedQuery
    }
}

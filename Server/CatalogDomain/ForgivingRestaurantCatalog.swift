import FoodVocabulary
import Foundation

/// A catalog whose searches forgive how a name was typed: a nearby search whose keyword finds nothing
/// is asked again with the keyword spelt in Latin letters when it was typed in another script (`плов`
/// finds "Plov House"; the index holds every name's Latin spelling, so this is the way back), then with
/// its typos corrected (`SearchWordCorrector`); autocomplete's matches, when fewer than asked for, are
/// followed by those of the same second chances. When the correction itself cannot be looked up, the
/// search answers what it found as typed.
public struct ForgivingRestaurantCatalog: RestaurantCatalog {
    private let base: any RestaurantCatalog
    private let corrector: SearchWordCorrector

    public init(base: any RestaurantCatalog, words: any CatalogWordIndex) {
        self.base = base
        self.corrector = SearchWordCorrector(words: words)
    }

    public func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        try await firstAnswer(to: query, isEmpty: \.isEmpty) { try await base.nearby($0, now: now) }
    }

    public func nearby(_ query: NearbyQuery, now: Date, loadingFirst count: Int) async throws -> NearbyResults {
        try await firstAnswer(to: query, isEmpty: \.hits.isEmpty) { try await base.nearby($0, now: now, loadingFirst: count) }
    }

    public func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        var hits = try await base.autocomplete(query)
        var input = query.input
        for spelling in LatinSpelling.spellings(of: query.input) where hits.count < query.limit {
            hits += try await more(query, input: spelling, after: hits)
            input = spelling
        }
        if hits.count < query.limit, let corrected = try? await corrector.corrected(input) {
            hits += try await more(query, input: corrected, after: hits)
        }
        return Array(hits.prefix(query.limit))
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

    /// The answer to the query as typed; when it is empty, to the keyword's Latin spellings, then to the
    /// keyword corrected (from its Latin spelling, when it has one).
    private func firstAnswer<Answer>(
        to query: NearbyQuery, isEmpty: (Answer) -> Bool, ask: (NearbyQuery) async throws -> Answer
    ) async throws -> Answer {
        let answer = try await ask(query)
        guard isEmpty(answer), let keyword = query.keyword else { return answer }
        var typed = keyword
        for spelling in LatinSpelling.spellings(of: keyword) {
            let spelt = try await ask(query.with(keyword: SearchKeyword.from(spelling)))
            if !isEmpty(spelt) { return spelt }
            typed = spelling
        }
        guard let corrected = try? await corrector.corrected(typed) else { return answer }
        // A word corrected into a word for any place to eat (`restaurnt`) is left out, as when typed right.
        return try await ask(query.with(keyword: SearchKeyword.from(corrected)))
    }

    /// Autocomplete's matches of another input, without those already found.
    private func more(_ query: AutocompleteQuery, input: String, after hits: [AutocompleteHit]) async throws -> [AutocompleteHit] {
        var other = query
        other.input = input
        let shown = Set(hits.map(\.placeID))
        return try await base.autocomplete(other).filter { !shown.contains($0.placeID) }
    }
}

extension NearbyQuery {
    fileprivate func with(keyword: String?) -> NearbyQuery {
        var query = self
        query.keyword = keyword
        return query
    }
}

import Foundation

/// The catalog as the Places routes read it. Ratings come out already merged: a restaurant with
/// Foodybite reviews is rated by their mean and count, otherwise by its catalog values.
public protocol RestaurantCatalog: Sendable {
    /// Up to `query.limit` restaurants in result order; `now` decides what is open.
    func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit]
    /// `nearby` with the restaurants of its first `count` hits as a result shows them at `now`: a store
    /// that can answer both in one read, loading only what a result shows, does.
    func nearby(_ query: NearbyQuery, now: Date, loadingFirst count: Int) async throws -> NearbyResults
    /// The restaurants with these ids, in the same order (unknown ids left out); reviews only when asked.
    func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant]
    /// The restaurants with these ids as search results show them at `now`, in the same order (unknown
    /// ids left out): a store that can load only what a result shows, does.
    func searchResults(placeIDs: [String], now: Date) async throws -> [CatalogSearchResult]
    func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit]
    /// The image a photo reference shows, nil when the reference is unknown.
    func image(forPhotoReference reference: String) async throws -> CatalogImage?
    /// How many restaurants the catalog holds and where.
    func coverage() async throws -> CatalogCoverage
}

extension RestaurantCatalog {
    public func nearby(_ query: NearbyQuery, now: Date, loadingFirst count: Int) async throws -> NearbyResults {
        let hits = try await nearby(query, now: now)
        let shown = hits.prefix(max(0, count)).map(\.placeID)
        return NearbyResults(hits: hits, restaurants: try await searchResults(placeIDs: shown, now: now))
    }

    public func searchResults(placeIDs: [String], now: Date) async throws -> [CatalogSearchResult] {
        guard !placeIDs.isEmpty else { return [] }
        return try await restaurants(placeIDs: placeIDs, includingReviews: false).map { CatalogSearchResult($0, at: now) }
    }

    public func restaurant(placeID: String) async throws -> CatalogRestaurant? {
        try await restaurants(placeIDs: [placeID], includingReviews: true).first
    }
}

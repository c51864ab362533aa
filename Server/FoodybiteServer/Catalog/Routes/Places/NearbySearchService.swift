import Foundation

/// Nearby search as the route runs it: the catalog's ordered hits (at most 60), cut into pages of 20,
/// each page's restaurants loaded in order (the first page's with the search itself); later pages
/// continue the same list. The benchmark measures this same path.
public struct NearbySearchService: Sendable {
    public static let pageSize = 20

    private let catalog: any RestaurantCatalog

    public init(catalog: any RestaurantCatalog) {
        self.catalog = catalog
    }

    public func page(_ query: NearbyQuery, now: Date) async throws -> NearbySearchPage {
        var query = query
        query.limit = NearbyQuery.maximumResults
        let results = try await catalog.nearby(query, now: now, loadingFirst: Self.pageSize)
        return NearbySearchPage(restaurants: results.restaurants, remainingPlaceIDs: results.hits.dropFirst(Self.pageSize).map(\.placeID))
    }

    /// The next page of a search whose remaining ids a page token carried.
    public func page(continuing placeIDs: [String]) async throws -> NearbySearchPage {
        try await page(of: placeIDs)
    }

    private func page(of placeIDs: [String]) async throws -> NearbySearchPage {
        let shown = Array(placeIDs.prefix(Self.pageSize))
        let restaurants = shown.isEmpty ? [] : try await catalog.restaurants(placeIDs: shown, includingReviews: false)
        return NearbySearchPage(restaurants: restaurants, remainingPlaceIDs: Array(placeIDs.dropFirst(Self.pageSize)))
    }
}

import CatalogDomain
import Foundation

/// Nearby search as the route runs it, in pages of 20 and at most 60 results in all: each page asks
/// the catalog again, for one more result than it shows beside those already shown, and shows the best
/// not yet shown. A first page (the one nearly every search stops at) is ranked and loaded in one read.
/// The benchmark measures this same path.
public struct NearbySearchService: Sendable {
    public static let pageSize = 20

    private let catalog: any RestaurantCatalog

    public init(catalog: any RestaurantCatalog) {
        self.catalog = catalog
    }

    /// The page after the restaurants `shownPlaceIDs` (none for a first page).
    public func page(_ query: NearbyQuery, after shownPlaceIDs: [String] = [], now: Date) async throws -> NearbySearchPage {
        let left = NearbyQuery.maximumResults - shownPlaceIDs.count
        guard left > 0 else { return NearbySearchPage(restaurants: [], placeIDs: [], hasMore: false) }
        var query = query
        query.limit = min(NearbyQuery.maximumResults, shownPlaceIDs.count + Self.pageSize + 1)
        if shownPlaceIDs.isEmpty {
            let results = try await catalog.nearby(query, now: now, loadingFirst: Self.pageSize)
            let placeIDs = results.hits.prefix(Self.pageSize).map(\.placeID)
            return NearbySearchPage(restaurants: results.restaurants, placeIDs: placeIDs, hasMore: results.hits.count > placeIDs.count)
        }
        let shown = Set(shownPlaceIDs)
        let unseen = try await catalog.nearby(query, now: now).map(\.placeID).filter { !shown.contains($0) }.prefix(left)
        let placeIDs = Array(unseen.prefix(Self.pageSize))
        let restaurants = try await catalog.searchResults(placeIDs: placeIDs, now: now)
        return NearbySearchPage(restaurants: restaurants, placeIDs: placeIDs, hasMore: unseen.count > placeIDs.count)
    }

    /// The ids of the page of `pageSize` after the restaurants `shownPlaceIDs`, of at most
    /// `maximumResults` over all pages, and whether more follow: for routes that load the restaurants
    /// themselves.
    public func placeIDs(
        _ query: NearbyQuery, after shownPlaceIDs: [String], pageSize: Int, maximumResults: Int, now: Date
    ) async throws -> (placeIDs: [String], hasMore: Bool) {
        let left = maximumResults - shownPlaceIDs.count
        guard left > 0, pageSize > 0 else { return ([], false) }
        var query = query
        query.limit = min(maximumResults, shownPlaceIDs.count + pageSize + 1)
        let shown = Set(shownPlaceIDs)
        let unseen = try await catalog.nearby(query, now: now).map(\.placeID).filter { !shown.contains($0) }.prefix(left)
        let placeIDs = Array(unseen.prefix(pageSize))
        return (placeIDs, unseen.count > placeIDs.count)
    }

    /// The first page of these restaurants, in order: an earlier server version's token named them.
    public func page(showing placeIDs: [String], now: Date) async throws -> NearbySearchPage {
        let shown = Array(placeIDs.prefix(Self.pageSize))
        let restaurants = try await catalog.searchResults(placeIDs: shown, now: now)
        return NearbySearchPage(restaurants: restaurants, placeIDs: shown, hasMore: placeIDs.count > shown.count)
    }
}

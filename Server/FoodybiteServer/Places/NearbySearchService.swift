import Foundation

/// Nearby search as the route runs it: the catalog's ordered hits (at most 60), cut into pages of 20,
/// each page's restaurants loaded in order. The benchmark measures this same path.
public struct NearbySearchService: Sendable {
    public static let pageSize = 20

    private let catalog: any RestaurantCatalog

    public init(catalog: any RestaurantCatalog) {
        self.catalog = catalog
    }

    public func page(_ query: NearbyQuery, offset: Int = 0, now: Date) async throws -> NearbySearchPage {
        var query = query
        query.limit = NearbyQuery.maximumResults
        let hits = try await catalog.nearby(query, now: now)
        guard offset < hits.count else { return NearbySearchPage(restaurants: [], nextOffset: nil) }
        let end = min(hits.count, offset + Self.pageSize)
        let restaurants = try await catalog.restaurants(placeIDs: hits[offset..<end].map(\.placeID), includingReviews: false)
        return NearbySearchPage(restaurants: restaurants, nextOffset: end < hits.count ? end : nil)
    }
}

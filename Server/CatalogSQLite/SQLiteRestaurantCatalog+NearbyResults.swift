import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// The search and its first restaurants in one read, so in one snapshot: the restaurants are those
    /// the search found, even while a write lands in between.
    public func nearby(_ query: NearbyQuery, now: Date, loadingFirst count: Int) async throws -> NearbyResults {
        try await readers.read { db in
            let rows = try nearbyRows(query, now: now, in: db)
            let restaurants = try Self.searchResults(rowIDs: rows.prefix(max(0, count)).map(\.rowID), now: now, in: db)
            return NearbyResults(hits: rows.map(\.hit), restaurants: restaurants)
        }
    }
}

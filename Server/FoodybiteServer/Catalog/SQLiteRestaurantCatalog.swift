import Foundation
import GRDB

/// The catalog in the server's SQLite database: nearby search through the R*Tree (never a table
/// scan) with the exact great-circle distance applied after the box, autocomplete through the FTS5
/// prefix index.
public struct SQLiteRestaurantCatalog: RestaurantCatalog {
    let reader: any DatabaseReader

    public init(reader: any DatabaseReader) {
        self.reader = reader
    }

    public init(database: ServerDatabase) {
        self.init(reader: database.pool)
    }

    public func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        try await reader.read { db in try Self.nearby(query, now: now, in: db) }
    }

    public func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        try await reader.read { db in try Self.restaurants(placeIDs: placeIDs, includingReviews: includingReviews, in: db) }
    }

    public func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        try await reader.read { db in try Self.autocomplete(query, in: db) }
    }

    public func image(forPhotoReference reference: String) async throws -> CatalogImage? {
        try await reader.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT i.name, i.contentType, i.width, i.height, i.bytes
                FROM restaurantPhoto AS p JOIN catalogImage AS i ON i.name = p.imageName
                WHERE p.reference = ?
                """, arguments: [reference])
            return row.map { row in
                CatalogImage(name: row["name"], contentType: row["contentType"], width: row["width"], height: row["height"], bytes: row["bytes"])
            }
        }
    }

    // MARK: - Ratings

    /// The Foodybite reviews' mean and count when there are any, else the catalog's values.
    static let effectiveRatingColumns = """
        CASE WHEN rr.reviewCount > 0 THEN CAST(rr.starsTotal AS REAL) / rr.reviewCount ELSE r.rating END AS effectiveRating,
        CASE WHEN rr.reviewCount > 0 THEN rr.reviewCount ELSE r.ratingsTotal END AS effectiveRatingsTotal
        """
}

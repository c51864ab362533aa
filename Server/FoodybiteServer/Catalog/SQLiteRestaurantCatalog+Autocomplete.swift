import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// Without a radius, the bias prefers what lies within this many metres of the location.
    static let defaultAutocompleteBias = 10_000.0
    /// How many of the best text matches are weighed by distance when too few lie near the location.
    private static let globalCandidateLimit = 200

    static func autocomplete(_ query: AutocompleteQuery, in db: Database) throws -> [AutocompleteHit] {
        guard query.limit > 0, let pattern = CatalogSearchPattern.prefixPattern(for: query.input, columns: ["name", "vicinity"]) else { return [] }
        var hits: [AutocompleteHit] = []
        if let location = query.location, location.isValid {
            // First the matches inside the bias circle, nearest first, through both indexes.
            let radius = min(query.radius ?? defaultAutocompleteBias, NearbyQuery.maximumRadius)
            var seen = Set<String>()
            let statement = try db.cachedStatement(sql: """
                SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
                FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = s.rowid
                WHERE restaurantSearch MATCH ? AND s.rowid IN (
                    SELECT id FROM restaurantLocation
                    WHERE maxLatitude >= ? AND minLatitude <= ? AND maxLongitude >= ? AND minLongitude <= ?)
                """)
            for box in GeoBoundingBox.covering(center: location, radius: radius) {
                let rows = try Row.fetchCursor(statement, arguments: [pattern, box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude])
                while let row = try rows.next() {
                    let hit = Self.hit(from: row, location: location)
                    guard let distance = hit.distance, distance <= radius, seen.insert(hit.placeID).inserted else { continue }
                    hits.append(hit)
                }
            }
            hits.sort { ($0.distance ?? 0, $0.name) < ($1.distance ?? 0, $1.name) }
            if hits.count >= query.limit || query.strictBounds { return Array(hits.prefix(query.limit)) }
            // Then the best text matches elsewhere, nearest first.
            let others = try Row.fetchAll(db, sql: """
                SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
                FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = s.rowid
                WHERE restaurantSearch MATCH ? ORDER BY rank LIMIT ?
                """, arguments: [pattern, globalCandidateLimit])
                .map { Self.hit(from: $0, location: location) }
                .filter { !seen.contains($0.placeID) }
                .sorted { ($0.distance ?? 0, $0.name) < ($1.distance ?? 0, $1.name) }
            hits.append(contentsOf: others.prefix(query.limit - hits.count))
            return hits
        }
        guard !query.strictBounds else { return [] }
        return try Row.fetchAll(db, sql: """
            SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
            FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = s.rowid
            WHERE restaurantSearch MATCH ? ORDER BY rank, r.name LIMIT ?
            """, arguments: [pattern, query.limit])
            .map { Self.hit(from: $0, location: nil) }
    }

    private static func hit(from row: Row, location: GeoPoint?) -> AutocompleteHit {
        let point = GeoPoint(latitude: row[3], longitude: row[4])
        return AutocompleteHit(placeID: row[0], name: row[1], vicinity: row[2], distance: location.map { $0.distance(to: point) })
    }
}

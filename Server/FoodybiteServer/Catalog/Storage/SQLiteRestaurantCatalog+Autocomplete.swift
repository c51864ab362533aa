import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// Without a radius, the bias prefers what lies within this many metres of the location.
    static let defaultAutocompleteBias = 10_000.0
    /// Circles tried in turn around the location: a common prefix is answered from a small box.
    private static let autocompleteSteps = [500.0, 2_000, 8_000]
    /// How many of the best text matches are weighed by distance when too few lie near the location.
    private static let globalCandidateLimit = 200

    static func autocomplete(_ query: AutocompleteQuery, in db: Database) throws -> [AutocompleteHit] {
        guard query.limit > 0, let pattern = CatalogSearchPattern.prefixPattern(for: query.input, columns: ["name"]) else { return [] }
        guard let location = query.location, location.isValid else {
            return try Row.fetchAll(db, sql: """
                SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
                FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = s.rowid
                WHERE restaurantSearch MATCH ? ORDER BY rank, r.name LIMIT ?
                """, arguments: [pattern, query.limit])
                .map { Self.hit(from: $0, location: nil) }
        }
        // The nearest matches: within growing circles up to the bias radius (beyond it too, unless the
        // bounds are strict); a circle holding enough matches holds the nearest ones.
        let bias = min(query.radius ?? defaultAutocompleteBias, NearbyQuery.maximumRadius)
        var steps = autocompleteSteps.filter { $0 < bias } + [bias]
        if !query.strictBounds {
            steps += [bias * 4, NearbyQuery.maximumRadius].filter { $0 > bias && $0 <= NearbyQuery.maximumRadius }
        }
        var hits: [AutocompleteHit] = []
        for step in steps {
            hits = try matches(pattern, within: step, of: location, in: db)
            if hits.count >= query.limit { break }
        }
        hits.sort { ($0.distance ?? 0, $0.name) < ($1.distance ?? 0, $1.name) }
        if hits.count >= query.limit || query.strictBounds { return Array(hits.prefix(query.limit)) }
        // Too few within reach: the best text matches anywhere, nearest first.
        let seen = Set(hits.map(\.placeID))
        let others = try Row.fetchAll(db, sql: """
            SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
            FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = s.rowid
            WHERE restaurantSearch MATCH ? ORDER BY rank LIMIT ?
            """, arguments: [pattern, globalCandidateLimit])
            .map { Self.hit(from: $0, location: location) }
            .filter { !seen.contains($0.placeID) }
            .sorted { ($0.distance ?? 0, $0.name) < ($1.distance ?? 0, $1.name) }
        return hits + others.prefix(query.limit - hits.count)
    }

    private static func matches(_ pattern: String, within radius: Double, of location: GeoPoint, in db: Database) throws -> [AutocompleteHit] {
        let statement = try db.cachedStatement(sql: matchesInBoxSQL)
        var seen = Set<String>()
        var hits: [AutocompleteHit] = []
        for box in GeoBoundingBox.covering(center: location, radius: radius) {
            let rows = try Row.fetchCursor(statement, arguments: [pattern, box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude])
            while let row = try rows.next() {
                let hit = Self.hit(from: row, location: location)
                guard let distance = hit.distance, distance <= radius, seen.insert(hit.placeID).inserted else { continue }
                hits.append(hit)
            }
        }
        return hits
    }

    /// Text matches inside one box: the pattern, then the box's four bounds. The full-text index
    /// drives (`+s.rowid` keeps FTS5 from re-running the match once per row id of the box); the box
    /// is read once from the R*Tree into a list.
    static let matchesInBoxSQL = """
        SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
        FROM restaurantSearch AS s CROSS JOIN restaurant AS r ON r.id = s.rowid
        WHERE restaurantSearch MATCH ? AND +s.rowid IN (
            SELECT id FROM restaurantLocation
            WHERE maxLatitude >= ? AND minLatitude <= ? AND maxLongitude >= ? AND minLongitude <= ?)
        """

    private static func hit(from row: Row, location: GeoPoint?) -> AutocompleteHit {
        let point = GeoPoint(latitude: row[3], longitude: row[4])
        return AutocompleteHit(placeID: row[0], name: row[1], vicinity: row[2], location: point, distance: location.map { $0.distance(to: point) })
    }
}

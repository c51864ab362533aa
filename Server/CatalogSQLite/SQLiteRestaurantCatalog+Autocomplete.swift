import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// What autocomplete matches: the name (with its Latin spellings) and the cuisines (with their words).
    static let searchedColumns = ["name", "cuisines"]

    /// Without a radius, the bias prefers what lies within this many metres of the location.
    package static let defaultAutocompleteBias = 10_000.0

    /// Restaurants whose name or cuisines (`RestaurantSearchText`) have a word starting with each typed word, nearest first (then by name), restaurants closed
    /// for good left out. Around a
    /// location, the full-text index finds the nearest matches itself (`nearestMatches`); only when
    /// fewer than `limit` lie within reach (and the bounds are not strict), or that search gave up, are
    /// all matches sorted.
    package static func autocomplete(_ query: AutocompleteQuery, failedCheckBudget: Int, in db: Database) throws -> [AutocompleteHit] {
        guard query.limit > 0, let pattern = CatalogSearchPattern.prefixPattern(for: query.input, columns: searchedColumns) else { return [] }
        guard let location = query.location, location.isValid else {
            return try Row.fetchAll(db, sql: """
                SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
                FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = \(SearchRowKey.restaurantIDExpression("s.rowid"))
                WHERE restaurantSearch MATCH ? AND \(notClosedForGoodCondition) ORDER BY rank, r.name LIMIT ?
                """, arguments: [pattern, query.limit])
                .map { Self.hit(from: $0, location: nil) }
        }
        let bias = min(query.radius ?? defaultAutocompleteBias, NearbyQuery.maximumRadius)
        // Without strict bounds the nearest matches count wherever they are: the circles reach as far
        // as a nearby search, every match beyond that.
        let reach = query.strictBounds ? bias : NearbyQuery.maximumRadius
        guard let (indexedPattern, isExact) = CatalogSearchPattern.indexedPrefixPattern(for: query.input, columns: searchedColumns),
              let matcher = CatalogWordMatcher(query.input) else { return [] }
        let matches = try nearestMatches(
            of: indexedPattern, checking: isExact ? nil : (matcher, searchedColumns), failedCheckBudget: failedCheckBudget,
            around: location, reach: reach, limit: query.limit, in: db
        )
        // The index's matches include restaurants closed for good; when some of the nearest were, every
        // match is read instead.
        if let matches, matches.count >= query.limit || query.strictBounds,
           let hits = try nearestHits(among: matches, location: location, limit: query.limit, in: db) {
            return hits
        }
        let everyMatch = try Row.fetchAll(db.cachedStatement(sql: everyAutocompleteMatchSQL), arguments: [pattern])
            .map { Self.hit(from: $0, location: location) }
            .filter { !query.strictBounds || ($0.distance ?? 0) <= bias }
        return Array(everyMatch.sorted(by: nearestFirst).prefix(query.limit))
    }

    /// Every restaurant whose name or cuisines match the full-text pattern.
    package static let everyAutocompleteMatchSQL = """
        SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
        FROM restaurantSearch AS s CROSS JOIN restaurant AS r ON r.id = \(SearchRowKey.restaurantIDExpression("s.rowid"))
        WHERE restaurantSearch MATCH ? AND \(notClosedForGoodCondition)
        """

    /// The `limit` nearest of the matches as hits, names deciding between equally near ones: only those
    /// as near as the `limit`th are read; nil when one of them is closed for good.
    private static func nearestHits(among matches: [PatternMatch], location: GeoPoint, limit: Int, in db: Database) throws -> [AutocompleteHit]? {
        let byDistance = matches.sorted { $0.distance < $1.distance }
        guard let farthest = byDistance.prefix(limit).last?.distance else { return [] }
        let statement = try db.cachedStatement(sql: "SELECT placeId, name, vicinity, latitude, longitude, businessStatus FROM restaurant WHERE id = ?")
        var hits: [AutocompleteHit] = []
        for match in byDistance.prefix(while: { $0.distance <= farthest }) {
            guard let row = try Row.fetchOne(statement, arguments: [match.rowID]) else { continue }
            guard row[5] as String? != CatalogBusinessStatus.closedPermanently.rawValue else { return nil }
            hits.append(Self.hit(from: row, location: location))
        }
        return Array(hits.sorted(by: nearestFirst).prefix(limit))
    }

    private static func nearestFirst(_ lhs: AutocompleteHit, _ rhs: AutocompleteHit) -> Bool {
        (lhs.distance ?? 0, lhs.name) < (rhs.distance ?? 0, rhs.name)
    }

    private static func hit(from row: Row, location: GeoPoint?) -> AutocompleteHit {
        let point = GeoPoint(latitude: row[3], longitude: row[4])
        return AutocompleteHit(placeID: row[0], name: row[1], vicinity: row[2], location: point, distance: location.map { $0.distance(to: point) })
    }
}

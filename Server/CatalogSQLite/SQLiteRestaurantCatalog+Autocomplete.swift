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
        // The index's matches include restaurants closed for good: when some of the nearest were, more of
        // the nearest are read, and every match only past `largestNearestMatchCount`.
        var wanted = query.limit
        while let matches = try nearestMatches(
            of: indexedPattern, checking: isExact ? nil : (matcher, searchedColumns), failedCheckBudget: failedCheckBudget,
            around: location, reach: reach, limit: wanted, in: db
        ), matches.count >= query.limit || query.strictBounds {
            let nearest = surelyNearest(matches, limit: wanted)
            if let hits = try nearestHits(
                among: nearest.matches, location: location, limit: query.limit, areAll: nearest.areAll && query.strictBounds, in: db
            ) {
                return hits
            }
            guard !nearest.areAll, wanted < largestNearestMatchCount else { break }
            wanted = min(wanted * 4, largestNearestMatchCount)
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

    /// Nearest matches read for autocomplete at most before every match is: enough for the few restaurants
    /// closed for good among the nearest.
    static let largestNearestMatchCount = 320

    /// The `limit` nearest of the matches (nearest first, every one as near as the farthest) that are not
    /// closed for good, as hits, names deciding between equally near ones: matches are read until `limit`
    /// are found and the distance grows. nil when fewer are found and the matches were not all there
    /// are (`areAll`).
    private static func nearestHits(
        among matches: [PatternMatch], location: GeoPoint, limit: Int, areAll: Bool, in db: Database
    ) throws -> [AutocompleteHit]? {
        let statement = try db.cachedStatement(sql: "SELECT placeId, name, vicinity, latitude, longitude, businessStatus FROM restaurant WHERE id = ?")
        var hits: [(hit: AutocompleteHit, distance: Double)] = []
        for match in matches {
            if hits.count >= limit, match.distance > hits[limit - 1].distance { break }
            guard let row = try Row.fetchOne(statement, arguments: [match.rowID]),
                  row[5] as String? != CatalogBusinessStatus.closedPermanently.rawValue else { continue }
            hits.append((Self.hit(from: row, location: location), match.distance))
        }
        guard hits.count >= limit || areAll else { return nil }
        return Array(hits.map(\.hit).sorted(by: nearestFirst).prefix(limit))
    }

    private static func nearestFirst(_ lhs: AutocompleteHit, _ rhs: AutocompleteHit) -> Bool {
        (lhs.distance ?? 0, lhs.name) < (rhs.distance ?? 0, rhs.name)
    }

    private static func hit(from row: Row, location: GeoPoint?) -> AutocompleteHit {
        let point = GeoPoint(latitude: row[3], longitude: row[4])
        return AutocompleteHit(placeID: row[0], name: row[1], vicinity: row[2], location: point, distance: location.map { $0.distance(to: point) })
    }
}

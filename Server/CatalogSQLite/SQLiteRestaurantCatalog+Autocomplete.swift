import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// What autocomplete matches: the name (with its Latin spellings) and the cuisines (with their words).
    static let searchedColumns = ["name", "cuisines"]

    /// Without a radius, the bias prefers what lies within this many metres of the location.
    package static let defaultAutocompleteBias = 10_000.0

    /// Restaurants whose name or cuisines (`RestaurantSearchText`) have a word starting with each typed
    /// word, nearest first (then by name), restaurants closed for good left out. Around a location, the
    /// full-text index finds the nearest matches itself (`nearestMatches`); only when fewer than `limit`
    /// lie within reach (and the bounds are not strict), or that search gave up, are all matches sorted.
    package static func autocomplete(
        _ query: AutocompleteQuery, completions: [String: [String]] = [:], failedCheckBudget: Int, in db: Database
    ) throws -> [AutocompleteHit] {
        guard query.limit > 0, let pattern = CatalogSearchPattern.prefixPattern(for: query.input, columns: searchedColumns) else { return [] }
        guard let location = query.location, location.isValid else {
            return try Row.fetchAll(db, sql: """
                SELECT r.id, r.latitude, r.longitude, \(hitColumns.joined(separator: ", "))
                FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = \(SearchRowKey.restaurantIDExpression("s.rowid"))
                WHERE restaurantSearch MATCH ? AND \(notClosedForGoodCondition) ORDER BY rank, r.name LIMIT ?
                """, arguments: [pattern, query.limit])
                .map { Self.hit(from: $0, location: nil) }
        }
        let bias = min(query.radius ?? defaultAutocompleteBias, NearbyQuery.maximumRadius)
        // Without strict bounds the nearest matches count wherever they are: the circles reach as far
        // as a nearby search, every match beyond that.
        let reach = query.strictBounds ? bias : NearbyQuery.maximumRadius
        guard let (indexedPattern, isExact) = CatalogSearchPattern.indexedPrefixPattern(
            for: query.input, columns: searchedColumns, completions: completions
        ),
              let matcher = CatalogWordMatcher(query.input) else { return [] }
        let reading = MatchRowReading(columns: hitColumns, conditions: [notClosedForGoodCondition], words: isExact ? nil : (matcher, searchedColumns))
        if let matches = try nearestMatches(
            of: indexedPattern, reading: reading, failedCheckBudget: failedCheckBudget, failedRowBudget: closedForGoodReadBudget,
            around: location, reach: reach, limit: query.limit, in: db
        ), matches.count >= query.limit || query.strictBounds {
            let hits = surelyNearest(matches, limit: query.limit).matches.map { Self.hit(from: $0.row, location: location) }
            return Array(hits.sorted(by: nearestFirst).prefix(query.limit))
        }
        let everyMatch = try Row.fetchAll(db.cachedStatement(sql: everyAutocompleteMatchSQL), arguments: [pattern])
            .map { Self.hit(from: $0, location: location) }
            .filter { !query.strictBounds || ($0.distance ?? 0) <= bias }
        return Array(everyMatch.sorted(by: nearestFirst).prefix(query.limit))
    }

    /// Every restaurant whose name or cuisines match the full-text pattern.
    package static let everyAutocompleteMatchSQL = """
        SELECT r.id, r.latitude, r.longitude, \(hitColumns.joined(separator: ", "))
        FROM restaurantSearch AS s CROSS JOIN restaurant AS r ON r.id = \(SearchRowKey.restaurantIDExpression("s.rowid"))
        WHERE restaurantSearch MATCH ? AND \(notClosedForGoodCondition)
        """

    /// Matches closed for good an autocomplete reads at most among the nearest before it sorts every match
    /// instead: one restaurant in a hundred is.
    static let closedForGoodReadBudget = 320

    private static func nearestFirst(_ lhs: AutocompleteHit, _ rhs: AutocompleteHit) -> Bool {
        (lhs.distance ?? 0, lhs.name) < (rhs.distance ?? 0, rhs.name)
    }

    /// A hit's columns, after `r.id, r.latitude, r.longitude`.
    private static let hitColumns = ["r.placeId", "r.name", "r.vicinity"]

    private static func hit(from row: Row, location: GeoPoint?) -> AutocompleteHit {
        let point = GeoPoint(latitude: row[1], longitude: row[2])
        return AutocompleteHit(placeID: row[3], name: row[4], vicinity: row[5], location: point, distance: location.map { $0.distance(to: point) })
    }
}

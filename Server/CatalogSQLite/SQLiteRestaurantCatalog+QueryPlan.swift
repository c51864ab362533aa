import CatalogDomain
import GRDB

extension SQLiteRestaurantCatalog {
    /// SQLite's plan (EXPLAIN QUERY PLAN) for the statement a nearby search runs, to check that the
    /// R*Tree drives it rather than a table scan.
    public func queryPlan(forNearby query: NearbyQuery) async throws -> [String] {
        guard let (sql, filterArguments) = Self.candidateStatement(for: query) else { return [] }
        let box = GeoBoundingBox.covering(center: query.center, radius: query.radius ?? NearbyQuery.maximumRadius)[0]
        return try await plan(sql, [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude] + filterArguments)
    }

    /// SQLite's plan for the statement a search by rating runs when its box is dense: the prominence
    /// index, read in order (the table row only for what lies in the box).
    public func queryPlan(forDenseNearby query: NearbyQuery) async throws -> [String] {
        let boxes = GeoBoundingBox.covering(center: query.center, radius: query.radius ?? NearbyQuery.maximumRadius)
        guard let (sql, filterArguments) = Self.prominenceIndexStatement(for: query, boxes: boxes) else { return [] }
        let arguments = boxes.reduce(into: StatementArguments()) { $0 += [$1.minLatitude, $1.maxLatitude, $1.minLongitude, $1.maxLongitude] }
        return try await plan(sql, arguments + filterArguments)
    }

    /// SQLite's plan for the statement a search by rating tries first: the prominence index's first
    /// entries, down to a bound, never the table.
    public func queryPlan(forRatingOrderTrial query: NearbyQuery) async throws -> [String] {
        let boxes = GeoBoundingBox.covering(center: query.center, radius: query.radius ?? NearbyQuery.maximumRadius)
        guard let (sql, arguments) = Self.ratingOrderTrialStatement(for: query, boxes: boxes, bounded: true) else { return [] }
        return try await plan(sql, [5.0, 0] + arguments)
    }

    /// SQLite's plans for the statements an autocomplete runs around a location: the matches within a
    /// run of the full-text index's row ids, and every full-text match when few lie within reach.
    public func queryPlans(forAutocomplete query: AutocompleteQuery) async throws -> (circles: [String], everyMatch: [String]) {
        guard let pattern = CatalogSearchPattern.prefixPattern(for: query.input, columns: Self.searchedColumns) else { return ([], []) }
        let box = GeoBoundingBox.covering(center: query.location ?? DemoCatalog.center, radius: query.radius ?? Self.defaultAutocompleteBias)[0]
        let keys = SearchRowKey.ranges(covering: box)[0]
        let indexedPattern = CatalogSearchPattern.indexedPrefixPattern(for: query.input, columns: Self.searchedColumns)?.pattern ?? pattern
        let circles = try await plan(Self.matchesInKeyRangeSQL, [indexedPattern, keys.lowerBound, keys.upperBound])
        return (circles, try await plan(Self.everyAutocompleteMatchSQL, [pattern]))
    }

    private func plan(_ sql: String, _ arguments: StatementArguments) async throws -> [String] {
        try await readers.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { $0["detail"] as String }
        }
    }
}

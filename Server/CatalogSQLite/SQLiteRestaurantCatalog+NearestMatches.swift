import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// A restaurant matching a full-text pattern, how far it is from where the search is, and its row
    /// as `MatchRowReading` read it.
    package struct PatternMatch {
        package let rowID: Int64
        package let distance: Double
        package let row: Row

        package init(rowID: Int64, distance: Double, row: Row = Row()) {
            self.rowID = rowID
            self.distance = distance
            self.row = row
        }
    }

    /// What `nearestMatches` reads of a match's row and what the row must meet: it reads
    /// `r.id, r.latitude, r.longitude`, then `columns`, then the texts of the words' columns.
    package struct MatchRowReading {
        package var columns: [String] = []
        package var conditions: [String] = []
        package var arguments: StatementArguments = []
        /// When the pattern's words were cut to the indexed prefixes (`CatalogSearchPattern.indexedPrefixPattern`):
        /// the words typed and the columns they are checked on.
        package var words: (matcher: CatalogWordMatcher, columns: [String])?
    }

    /// The first circle a search for the nearest matches of a pattern reads, in metres: it reads only
    /// matches, so a circle can start larger than one reading every restaurant.
    package static let firstMatchRingRadius = 100.0

    /// The pattern's matches within one run of the full-text index's row ids (the pattern, then the
    /// run's first and last row id).
    package static let matchesInKeyRangeSQL = "SELECT rowid FROM restaurantSearch WHERE restaurantSearch MATCH ? AND rowid BETWEEN ? AND ?"

    /// The `limit` nearest restaurants matching the full-text pattern whose rows (`MatchRowReading`) meet
    /// the conditions, have the whole words and pass `admits`, within the smallest circle (up to `reach`)
    /// that holds that many, with any others known to be as near as the farthest of them; or every such
    /// match within `reach` when it holds fewer. A circle asks the index for the matches in the runs of
    /// row ids around the centre (`SearchRowKey`), so only matches are read, and only near ones (a pattern
    /// that matches nothing anywhere ends after the first circle).
    /// Their rows are read (a random page of the table each, the dearest part) nearest cell first, until
    /// no cell left can hold a nearer one. nil once more than `failedCheckBudget` rows lacked the whole
    /// words (a common stem of a rare word), or more than `failedRowBudget` failed the conditions or
    /// `admits` (a filter few pass): a plan reading every match, or the area, is then cheaper.
    package static func nearestMatches(
        of pattern: String, reading: MatchRowReading, admitting admits: (Row) -> Bool = { _ in true }, failedCheckBudget: Int,
        failedRowBudget: Int, around center: GeoPoint, reach: Double, limit: Int, in db: Database
    ) throws -> [PatternMatch]? {
        guard limit > 0 else { return [] }
        let matchesInRange = try db.cachedStatement(sql: matchesInKeyRangeSQL)
        let wordColumns = reading.words?.columns.map { CatalogSearchByPlaceSchema.text(of: "r.", column: $0) } ?? []
        let rowOfMatch = try db.cachedStatement(sql: """
            SELECT \((["r.id", "r.latitude", "r.longitude"] + reading.columns + wordColumns).joined(separator: ", "))
            FROM restaurant AS r WHERE \((["r.id = ?"] + reading.conditions).joined(separator: " AND "))
            """)
        // nil: a row that failed.
        var read: [Int64: PatternMatch?] = [:]
        var failedChecks = 0
        var failedRows = 0
        var ring = min(firstMatchRingRadius, reach)
        while true {
            var candidates: [(rowID: Int64, cellDistance: Double)] = []
            var seen = Set<Int64>()
            for box in GeoBoundingBox.covering(center: center, radius: ring) {
                for keys in SearchRowKey.ranges(covering: box) {
                    let rows = try Int64.fetchCursor(matchesInRange, arguments: [pattern, keys.lowerBound, keys.upperBound])
                    while let key = try rows.next() {
                        let cellDistance = SearchRowKey.distanceBound(from: center, toCellOf: key)
                        let rowID = SearchRowKey.restaurantID(key)
                        if cellDistance <= ring, seen.insert(rowID).inserted { candidates.append((rowID, cellDistance)) }
                    }
                }
            }
            candidates.sort { $0.cellDistance < $1.cellDistance }
            var nearest: [PatternMatch] = []
            for candidate in candidates {
                if nearest.count >= limit, candidate.cellDistance > nearest[limit - 1].distance { break }
                let match: PatternMatch?
                if let known = read[candidate.rowID] {
                    match = known
                } else {
                    let row = try Row.fetchOne(rowOfMatch, arguments: [candidate.rowID] + reading.arguments)
                    // A restaurant whose texts lack the whole words is never a match: out of every circle.
                    let hasWords = row.map { row in
                        reading.words.map { $0.matcher.matches((row.count - wordColumns.count..<row.count).map { row[$0] as String? }) } ?? true
                    } ?? true
                    if let row, hasWords, admits(row) {
                        match = PatternMatch(rowID: candidate.rowID, distance: center.distance(to: GeoPoint(latitude: row[1], longitude: row[2])), row: row)
                    } else {
                        match = nil
                        if hasWords { failedRows += 1 } else { failedChecks += 1 }
                        if failedChecks > failedCheckBudget || failedRows > failedRowBudget { return nil }
                    }
                    read[candidate.rowID] = match
                }
                guard let match, match.distance <= ring else { continue }
                nearest.insert(match, at: nearest.firstIndex { $0.distance > match.distance } ?? nearest.endIndex)
            }
            if nearest.count >= limit || ring >= reach { return nearest }
            // Before the circles grow past an empty first one: whether anything matches at all (an input
            // in a script the catalog lacks, a typo), which the index answers at once.
            if candidates.isEmpty, ring == firstMatchRingRadius, try matchCount(pattern, upTo: 1, db) == 0 { return [] }
            ring = min(reach, nextRingRadius(after: ring, found: nearest.count, wanted: limit))
        }
    }

    /// Of `nearestMatches`' answer for `limit`, those known to be every match as near, nearest first:
    /// all of them when there were fewer than `limit` (every match within reach), else those as near as
    /// the `limit`th (the answer's farther ones may leave out some as near).
    package static func surelyNearest(_ matches: [PatternMatch], limit: Int) -> (matches: [PatternMatch], areAll: Bool) {
        let byDistance = matches.sorted { $0.distance < $1.distance }
        guard byDistance.count >= limit, limit > 0 else { return (byDistance, true) }
        let bound = byDistance[limit - 1].distance
        return (Array(byDistance.prefix { $0.distance <= bound }), false)
    }

    /// `nearestCandidates` for a keyword: its nearest matches passing the query's filters (the matches'
    /// rows checked as they are read). nil when more than `rowBudget` matches lacked the whole words, or
    /// as many failed the filters (`nearestMatches`).
    package static func nearestKeywordMatches(
        _ matcher: CatalogWordMatcher, _ query: NearbyQuery, completions: [String: [String]], radius: Double, now: Date, rowBudget: Int, in db: Database
    ) throws -> [Candidate]? {
        guard let keyword = query.keyword,
              let (pattern, isExact) = CatalogSearchPattern.indexedPrefixPattern(for: keyword, completions: completions) else { return [] }
        var unworded = query
        unworded.keyword = nil
        let filters = attributeFilters(for: unworded)
        let reading = MatchRowReading(
            columns: [rankingColumns] + (query.openNow ? ["r.openingHours", "r.timeZone"] : []),
            conditions: filters.conditions, arguments: filters.arguments,
            words: isExact ? nil : (matcher, CatalogSearchByPlaceSchema.columns)
        )
        var filter = CandidateFilter(query: unworded, radius: radius, now: now)
        guard let matches = try nearestMatches(
            of: pattern, reading: reading, admitting: { filter.candidate(from: $0) != nil }, failedCheckBudget: rowBudget,
            failedRowBudget: rowBudget, around: query.center, reach: radius, limit: query.limit, in: db
        ) else { return nil }
        return surelyNearest(matches, limit: query.limit).matches.compactMap { filter.candidate(from: $0.row) }
    }
}

import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// A restaurant matching a full-text pattern, and how far it is from where the search is.
    package struct PatternMatch {
        package let rowID: Int64
        package let distance: Double
    }

    /// The first circle a search for the nearest matches of a pattern reads, in metres: it reads only
    /// matches, so a circle can start larger than one reading every restaurant.
    package static let firstMatchRingRadius = 100.0

    /// The pattern's matches within one run of the full-text index's row ids (the pattern, then the
    /// run's first and last row id).
    package static let matchesInKeyRangeSQL = "SELECT rowid FROM restaurantSearch WHERE restaurantSearch MATCH ? AND rowid BETWEEN ? AND ?"

    /// The `limit` nearest restaurants matching the full-text pattern within the smallest circle (up to
    /// `reach`) that holds that many, with any others known to be as near as the farthest of them; or
    /// every match within `reach` when it holds fewer. A circle asks the index for the matches in the
    /// runs of row ids around the centre (`SearchRowKey`), so only matches are read, and only near ones
    /// (a pattern that matches nothing anywhere ends after the first circle).
    /// Their points are looked up (a random page of the table each, the dearest part) nearest cell
    /// first, until no cell left can hold a nearer one.
    /// When the pattern's words were cut to the indexed prefixes (`CatalogSearchPattern.indexedPrefixPattern`),
    /// `check` holds the words typed and the columns they are checked on as each point is looked up;
    /// nil once more than `failedCheckBudget` of those lacked the whole words (a common stem of a rare
    /// word: the exact pattern over the whole catalog is then cheaper).
    package static func nearestMatches(
        of pattern: String, checking check: (matcher: CatalogWordMatcher, columns: [String])?, failedCheckBudget: Int,
        around center: GeoPoint, reach: Double, limit: Int, in db: Database
    ) throws -> [PatternMatch]? {
        guard limit > 0 else { return [] }
        let matchesInRange = try db.cachedStatement(sql: matchesInKeyRangeSQL)
        let checkedColumns = check.map { ", " + $0.columns.map { CatalogSearchByPlaceSchema.text(of: "", column: $0) }.joined(separator: ", ") } ?? ""
        let pointOfRestaurant = try db.cachedStatement(sql: "SELECT latitude, longitude\(checkedColumns) FROM restaurant WHERE id = ?")
        let checkedColumnIndexes = 2..<(2 + (check?.columns.count ?? 0))
        var distances: [Int64: Double] = [:]
        var failedChecks = 0
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
                let distance: Double
                if let known = distances[candidate.rowID] {
                    distance = known
                } else {
                    guard let row = try Row.fetchOne(pointOfRestaurant, arguments: [candidate.rowID]) else { continue }
                    // A restaurant whose texts lack the whole words is never a match: out of every circle.
                    let isMatch = check.map { $0.matcher.matches(checkedColumnIndexes.map { row[$0] as String? }) } ?? true
                    if !isMatch {
                        failedChecks += 1
                        if failedChecks > failedCheckBudget { return nil }
                    }
                    distance = isMatch ? center.distance(to: GeoPoint(latitude: row[0], longitude: row[1])) : .infinity
                    distances[candidate.rowID] = distance
                }
                guard distance <= ring else { continue }
                nearest.insert(PatternMatch(rowID: candidate.rowID, distance: distance), at: nearest.firstIndex { $0.distance > distance } ?? nearest.endIndex)
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

    /// `nearestCandidates` for a keyword: its nearest matches passing the query's filters, read nearest
    /// first, each match's row checked (the filters let most through: restaurants closed for good are
    /// left out by default). When fewer than the page pass, four times as many of the nearest matches are
    /// read, up to `rowBudget`. nil when `nearestMatches` gave up or the budget was reached.
    package static func nearestKeywordMatches(
        _ matcher: CatalogWordMatcher, _ query: NearbyQuery, radius: Double, now: Date, rowBudget: Int, in db: Database
    ) throws -> [Candidate]? {
        guard let keyword = query.keyword, let (pattern, isExact) = CatalogSearchPattern.indexedPrefixPattern(for: keyword) else { return [] }
        let check = isExact ? nil : (matcher, CatalogSearchByPlaceSchema.columns)
        var unworded = query
        unworded.keyword = nil
        let filters = attributeFilters(for: unworded)
        let hoursColumns = query.openNow ? ", r.openingHours, r.timeZone" : ""
        let rowOfMatch = try db.cachedStatement(sql: """
            SELECT r.id, r.latitude, r.longitude, \(rankingColumns)\(hoursColumns)
            FROM restaurant AS r WHERE \((["r.id = ?"] + filters.conditions).joined(separator: " AND "))
            """)
        var wanted = query.limit
        while let matches = try nearestMatches(
            of: pattern, checking: check, failedCheckBudget: rowBudget, around: query.center, reach: radius, limit: wanted, in: db
        ) {
            var filter = CandidateFilter(query: unworded, radius: radius, now: now)
            var found: [Candidate] = []
            let nearest = surelyNearest(matches, limit: wanted)
            for match in nearest.matches {
                if found.count >= query.limit, match.distance > found[query.limit - 1].distance { break }
                guard let row = try Row.fetchOne(rowOfMatch, arguments: [match.rowID] + filters.arguments),
                      let candidate = filter.candidate(from: row) else { continue }
                found.append(candidate)
            }
            if found.count >= query.limit || nearest.areAll { return found }
            guard wanted < rowBudget / 4 else { return nil }
            wanted *= 4
        }
        return nil
    }
}

import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// The first circle a search by distance reads around its centre through the R*Tree, in metres:
    /// small, since a city centre holds thousands of restaurants per square kilometre and every row of a
    /// circle is read; a sparse area only costs a few more (nearly empty) circles.
    package static let firstRingRadius = 50.0

    /// A circle whose rows pass the filters at least one in this many lets the next ones read past the budget.
    static let passingShareToGrowOn = 20

    /// The next circle after one of `radius` held `found` results where `wanted` are needed: sized from
    /// the density seen so far (with a margin), at least 1.3× and at most 2× the last (a circle twice as wide
    /// as needed reads four times the rows it needs; past empty water, that is the dense shore).
    package static func nextRingRadius(after radius: Double, found: Int, wanted: Int) -> Double {
        let growth = (1.3 * Double(wanted) / max(Double(found), 0.5)).squareRoot()
        return radius * min(2, max(1.3, growth))
    }

    /// The nearest restaurants passing the query's filters, read in growing circles through the
    /// R*Tree: a circle holding `limit` results holds the nearest ones, so nothing beyond it is read.
    /// For a keyword the full-text index finds its nearest matches itself, their rows checked for the
    /// filters (`nearestKeywordMatches`); when that gives up (a filter few matches pass), the circles are
    /// read with the keyword checked on each row's texts in Swift (`CatalogWordMatcher`). nil once more
    /// than `rowBudget` rows were read (16 times as many while the last circle let one row in twenty
    /// through, or held none): a rare keyword, which the full-text plans answer (`nearbyRows` gives a
    /// search without one no budget: open now at night, a sparse filter, have no plan reading less).
    package static func nearestCandidates(
        _ query: NearbyQuery, completions: [String: [String]] = [:], radius: Double, now: Date, rowBudget: Int, in db: Database
    ) throws -> [Candidate]? {
        var matcher: CatalogWordMatcher?
        if let keyword = query.keyword {
            guard let wordMatcher = CatalogWordMatcher(keyword) else { return [] }
            matcher = wordMatcher
        }
        var areaQuery = query
        areaQuery.keyword = nil
        guard let filters = filters(for: areaQuery, idColumn: "+loc.id") else { return [] }
        if let matcher,
           let nearest = try nearestKeywordMatches(matcher, query, completions: completions, radius: radius, now: now, rowBudget: rowBudget, in: db) {
            return nearest
        }
        let hoursColumns = query.openNow ? ", r.openingHours, r.timeZone" : ""
        let textColumn = query.openNow ? 7 : 5
        let textColumns = matcher == nil ? "" : ", " + CatalogSearchByPlaceSchema.texts(of: "r.")
        let conditions = ["loc.maxLatitude >= ? AND loc.minLatitude <= ? AND loc.maxLongitude >= ? AND loc.minLongitude <= ?"] + filters.conditions
        let statement = try db.cachedStatement(sql: """
            SELECT r.id, r.latitude, r.longitude, \(rankingColumns)\(hoursColumns)\(textColumns)
            FROM restaurantLocation AS loc
            CROSS JOIN restaurant AS r ON r.id = loc.id
            WHERE \(conditions.joined(separator: " AND "))
            """)
        var rowsRead = 0
        // Past the budget the circles grow on while the last one let a good share through (a centre on
        // water, whose first circles are empty, then the dense shore), up to `rowBudget` × 16 rows.
        var budget = rowBudget
        var ring = min(firstRingRadius, radius)
        while true {
            var filter = CandidateFilter(query: areaQuery, radius: ring, now: now)
            var seen = Set<Int64>()
            var found: [Candidate] = []
            var rowsInRing = 0
            for box in GeoBoundingBox.covering(center: query.center, radius: ring) {
                let rows = try Row.fetchCursor(statement, arguments: arguments(box) + filters.arguments)
                while let row = try rows.next() {
                    rowsRead += 1
                    rowsInRing += 1
                    if rowsRead > budget { return nil }
                    guard let candidate = filter.candidate(from: row) else { continue }
                    if let matcher {
                        let texts: [String?] = [row[textColumn], row[textColumn + 1], row[textColumn + 2]]
                        guard matcher.matches(texts) else { continue }
                    }
                    if seen.insert(candidate.rowID).inserted { found.append(candidate) }
                }
            }
            if found.count >= query.limit || ring >= radius { return found }
            let (largestBudget, overflow) = rowBudget.multipliedReportingOverflow(by: 16)
            budget = found.count * passingShareToGrowOn >= rowsInRing ? (overflow ? .max : largestBudget) : rowBudget
            ring = min(radius, nextRingRadius(after: ring, found: found.count, wanted: query.limit))
        }
    }
}

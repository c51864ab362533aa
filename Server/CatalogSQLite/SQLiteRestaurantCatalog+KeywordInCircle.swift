import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// Every restaurant within `radius` matching the keyword and passing the filters (for a search by
    /// rating, at least its best rated), found from the full-text index's runs of row ids around the
    /// centre (`SearchRowKey`): only the matches in cells the circle reaches are read, however many the
    /// rest of the catalog holds (a common word has tens of thousands in a million restaurants, and
    /// listing them all was most of such a search). nil when more than `matchBudget` lie in those cells:
    /// over a circle that wide, the rating order read with every match listed costs less.
    ///
    /// The matches are looked up by id. For a search by rating with more than `ratingWalkThreshold`, the
    /// rating order in the circle's box is tried first, the words checked on each row it keeps, for as
    /// long as it keeps fewer rows than a tenth of the matches (a word most restaurants of a dense circle
    /// have: its best rated come early): the walk also reads the index entries outside the box, so it
    /// pays only when it reads far fewer rows than the lookups would.
    static func keywordCandidatesInCircle(
        _ query: NearbyQuery, radius: Double, now: Date, matchBudget: Int, ratingWalkThreshold: Int, in db: Database
    ) throws -> [Candidate]? {
        guard let keyword = query.keyword,
              let (pattern, isExact) = CatalogSearchPattern.indexedPrefixPattern(for: keyword),
              let matcher = CatalogWordMatcher(keyword) else { return [] }
        guard let rowIDs = try matchIDs(of: pattern, within: radius, of: query.center, budget: matchBudget, in: db) else { return nil }
        guard !rowIDs.isEmpty else { return [] }
        if query.ranking == .prominence, query.rated != false, rowIDs.count > ratingWalkThreshold,
           let walked = try bestRatedCheckingWords(matcher, query, radius: radius, now: now, rowBudget: rowIDs.count / 10, in: db) {
            return walked
        }
        return try candidates(rowIDs, query, radius: radius, now: now, checking: isExact ? nil : matcher, in: db)
    }

    /// The ids of the restaurants matching the full-text pattern in the cells that reach within `radius`
    /// of `center`; nil when there are more than `budget`.
    private static func matchIDs(of pattern: String, within radius: Double, of center: GeoPoint, budget: Int, in db: Database) throws -> [Int64]? {
        let matchesInRange = try db.cachedStatement(sql: matchesInKeyRangeSQL)
        var seen = Set<Int64>()
        var rowIDs: [Int64] = []
        for box in GeoBoundingBox.covering(center: center, radius: radius) {
            for keys in SearchRowKey.ranges(covering: box) {
                let rows = try Int64.fetchCursor(matchesInRange, arguments: [pattern, keys.lowerBound, keys.upperBound])
                while let key = try rows.next() {
                    guard SearchRowKey.distanceBound(from: center, toCellOf: key) <= radius else { continue }
                    let rowID = SearchRowKey.restaurantID(key)
                    guard seen.insert(rowID).inserted else { continue }
                    guard rowIDs.count < budget else { return nil }
                    rowIDs.append(rowID)
                }
            }
        }
        return rowIDs
    }

    /// The matches' rows read by id, with the filters; the words checked on their texts when the pattern
    /// had them cut to the indexed prefixes.
    private static func candidates(
        _ rowIDs: [Int64], _ query: NearbyQuery, radius: Double, now: Date, checking matcher: CatalogWordMatcher?, in db: Database
    ) throws -> [Candidate] {
        let filters = attributeFilters(for: query)
        let hoursColumns = query.openNow ? ", r.openingHours, r.timeZone" : ""
        let placeIDColumn = prominencePlaceIDColumn(for: query)
        let textColumns = matcher == nil ? "" : ", " + CatalogSearchByPlaceSchema.texts(of: "r.")
        let conditions = ["r.id IN (SELECT value FROM json_each(?))"] + filters.conditions
        let statement = try db.cachedStatement(sql: """
            SELECT r.id, r.latitude, r.longitude, \(rankingColumns)\(hoursColumns), r.placeId\(textColumns)
            FROM restaurant AS r
            WHERE \(conditions.joined(separator: " AND "))
            """)
        let idList = "[" + rowIDs.sorted().map(String.init).joined(separator: ",") + "]"
        var filter = CandidateFilter(
            query: query, radius: radius, now: now, placeIDColumn: placeIDColumn, wordCheck: matcher.map { ($0, placeIDColumn + 1) }
        )
        var candidates: [Candidate] = []
        let rows = try Row.fetchCursor(statement, arguments: [idList] + filters.arguments)
        while let row = try rows.next() {
            if let candidate = filter.candidate(from: row) { candidates.append(candidate) }
        }
        return candidates
    }

    /// The best rated in the circle whose texts have the words, read in rating order from the prominence
    /// index within the circle's box; nil after `rowBudget` entries.
    private static func bestRatedCheckingWords(
        _ matcher: CatalogWordMatcher, _ query: NearbyQuery, radius: Double, now: Date, rowBudget: Int, in db: Database
    ) throws -> [Candidate]? {
        var unworded = query
        unworded.keyword = nil
        let boxes = GeoBoundingBox.covering(center: query.center, radius: radius)
        guard let (sql, filterArguments) = prominenceIndexStatement(for: unworded, boxes: boxes, withTexts: true) else { return nil }
        let arguments = boxes.reduce(into: StatementArguments()) { $0 += Self.arguments($1) } + filterArguments
        let placeIDColumn = prominencePlaceIDColumn(for: query)
        return try bestRated(
            db.cachedStatement(sql: sql), arguments, query: unworded, radius: radius, now: now, rowBudget: rowBudget, placeIDColumn: placeIDColumn,
            wordCheck: (matcher, placeIDColumn + 1)
        )?.candidates
    }
}

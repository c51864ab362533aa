import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// Rows in the circle's box a rating-order walk checking each one's words reads at most: each costs a
    /// row read, and the plan it spares (every match of the word in the catalog listed) costs tens of
    /// milliseconds at a million restaurants.
    static let wordCheckedWalkRows = 4_000

    /// Every restaurant within `radius` matching the keyword and passing the filters (for a search by
    /// rating, at least its best rated), found from the full-text index's runs of row ids around the
    /// centre (`SearchRowKey`): only the matches in cells the circle reaches are read, however many the
    /// rest of the catalog holds (a common word has tens of thousands in a million restaurants, and
    /// listing them all was most of such a search).
    ///
    /// The matches are looked up by id, about a microsecond and a half each at a million restaurants.
    /// For a search by rating with more than `ratingWalkThreshold`, the rating order in the circle's box
    /// is tried first, reading the index (rows only for what it lacks: hours, cuisines, what places say of
    /// themselves, a cut word's texts) and keeping the entries among the matches, for as long as
    /// it reads fewer entries in the box than half the matches: a word many restaurants of a dense circle
    /// have has its best rated early in that order. The walk also passes the index entries outside the
    /// box, so it pays only when the matches are many. With more than `matchBudget` matches in those
    /// cells (a town's name around the town), most of the circle has the word: the rating order is read
    /// with the words checked on each row it keeps, for at most `wordCheckedWalkRows` rows. nil when neither
    /// plan can answer: over a circle that wide, the rating order read with every match listed costs less.
    static func keywordCandidatesInCircle(
        _ query: NearbyQuery, completions: [String: [String]], radius: Double, now: Date, matchBudget: Int, ratingWalkThreshold: Int, in db: Database
    ) throws -> [Candidate]? {
        guard let keyword = query.keyword,
              let (pattern, isExact) = CatalogSearchPattern.indexedPrefixPattern(for: keyword, completions: completions),
              let matcher = CatalogWordMatcher(keyword) else { return [] }
        let ranksByRating = query.ranking == .prominence && query.rated != false
        guard let rowIDs = try matchIDs(of: pattern, within: radius, of: query.center, budget: matchBudget, in: db) else {
            guard ranksByRating else { return nil }
            return try bestRated(among: nil, checking: matcher, query, radius: radius, now: now, rowBudget: wordCheckedWalkRows, in: db)
        }
        guard !rowIDs.isEmpty else { return [] }
        if ranksByRating, rowIDs.count > ratingWalkThreshold,
           let walked = try bestRated(
               among: Set(rowIDs), checking: isExact ? nil : matcher, query, radius: radius, now: now, rowBudget: rowIDs.count / 2, in: db
           ) {
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
        for keys in SearchRowKey.ranges(within: radius, of: center) {
            let rows = try Int64.fetchCursor(matchesInRange, arguments: [pattern, keys.lowerBound, keys.upperBound])
            while let key = try rows.next() {
                guard SearchRowKey.distanceBound(from: center, toCellOf: key) <= radius else { continue }
                let rowID = SearchRowKey.restaurantID(key)
                guard seen.insert(rowID).inserted else { continue }
                guard rowIDs.count < budget else { return nil }
                rowIDs.append(rowID)
            }
        }
        return rowIDs
    }

    /// The matches' rows read by id, with the filters. When the pattern had the words cut to the indexed
    /// prefixes, the words are checked on the texts of the best ranked first, until the page is full: most
    /// matches of a word's first letters have the word, and reading every match's texts cost a third of
    /// the lookups.
    private static func candidates(
        _ rowIDs: [Int64], _ query: NearbyQuery, radius: Double, now: Date, checking matcher: CatalogWordMatcher?, in db: Database
    ) throws -> [Candidate] {
        let filters = attributeFilters(for: query)
        let hoursColumns = query.openNow ? ", r.openingHours, r.timeZone" : ""
        let placeIDColumn = prominencePlaceIDColumn(for: query)
        let conditions = ["r.id IN (SELECT value FROM json_each(?))"] + filters.conditions
        let statement = try db.cachedStatement(sql: """
            SELECT r.id, r.latitude, r.longitude, \(rankingColumns)\(hoursColumns), r.placeId
            FROM restaurant AS r
            WHERE \(conditions.joined(separator: " AND "))
            """)
        let idList = "[" + rowIDs.sorted().map(String.init).joined(separator: ",") + "]"
        var filter = CandidateFilter(query: query, radius: radius, now: now, placeIDColumn: placeIDColumn)
        var candidates: [Candidate] = []
        let rows = try Row.fetchCursor(statement, arguments: [idList] + filters.arguments)
        while let row = try rows.next() {
            if let candidate = filter.candidate(from: row) { candidates.append(candidate) }
        }
        guard let matcher else { return candidates }
        var kept: [Candidate] = []
        for candidate in candidates.sorted(by: ranksBefore(query.ranking)) where kept.count < query.limit {
            if try textsMatch(matcher, rowID: candidate.rowID, in: db) { kept.append(candidate) }
        }
        return kept
    }

    /// Whether the restaurant's indexed texts have the words, read by its id.
    private static func textsMatch(_ matcher: CatalogWordMatcher, rowID: Int64, in db: Database) throws -> Bool {
        let texts = try db.cachedStatement(sql: "SELECT \(CatalogSearchByPlaceSchema.texts(of: "")) FROM restaurant WHERE id = ?")
        guard let row = try Row.fetchOne(texts, arguments: [rowID]) else { return false }
        return matcher.matches(CatalogSearchByPlaceSchema.columns.indices.map { row[$0] })
    }

    /// The best rated in the circle among the matches, read in rating order from the prominence index
    /// within the circle's box: each entry's id is looked for among the matches (when they were listed),
    /// and only a match's row is read, for its words when the pattern was cut to the indexed prefixes or
    /// the matches were not listed. Only the rated are read (the unrated all tie, so the order would
    /// never end early among them): nil when they are fewer than the page and the query takes the unrated
    /// too, and nil after `rowBudget` entries in the box.
    private static func bestRated(
        among matches: Set<Int64>?, checking matcher: CatalogWordMatcher?, _ query: NearbyQuery, radius: Double, now: Date, rowBudget: Int,
        in db: Database
    ) throws -> [Candidate]? {
        var rated = query
        rated.keyword = nil
        rated.rated = true
        let boxes = GeoBoundingBox.covering(center: query.center, radius: radius)
        guard let (sql, filterArguments) = prominenceIndexStatement(for: rated, boxes: boxes, readsPlaceID: false) else { return nil }
        let arguments = boxes.reduce(into: StatementArguments()) { $0 += Self.arguments($1) } + filterArguments
        let walked = try bestRated(db.cachedStatement(sql: sql), arguments, query: rated, radius: radius, now: now, rowBudget: rowBudget) { candidate in
            if let matches, !matches.contains(candidate.rowID) { return false }
            return try matcher.map { try textsMatch($0, rowID: candidate.rowID, in: db) } ?? true
        }
        guard let candidates = walked?.candidates, candidates.count >= query.limit || query.rated == true else { return nil }
        return candidates
    }
}

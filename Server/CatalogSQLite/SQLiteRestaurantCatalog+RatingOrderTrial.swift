import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// The best rated restaurants within the query's radius when they are among the first `rows`
    /// entries of the catalog's rating order (else nil), and how many of those entries lie in the boxes.
    /// A large circle holds a good share of the catalog, so its best rated come within a few hundred
    /// entries of the prominence index, and no R*Tree count is needed to choose that plan; a small circle
    /// costs only the `rows` entries read in vain.
    package static func bestRatedAmongFirst(
        _ rows: Int, _ query: NearbyQuery, radius: Double, boxes: [GeoBoundingBox], now: Date, in db: Database
    ) throws -> (candidates: [Candidate]?, rowsInBoxes: Int) {
        guard rows > 0, let bound = try ratingOrderBound(afterEntries: rows, in: db),
              let (sql, arguments) = ratingOrderTrialStatement(for: query, boxes: boxes, bounded: bound.rating != nil) else { return (nil, 0) }
        let statement = try db.cachedStatement(sql: sql)
        let boundArguments: StatementArguments = bound.rating.map { [$0, bound.total] } ?? []
        guard let best = try bestRated(statement, boundArguments + arguments, query: query, radius: radius, now: now, rowBudget: nil, placeIDColumn: 5) else {
            return (nil, 0)
        }
        // Without a bound every entry was read: the answer is complete even without a lower rating after it.
        return (best.stoppedEarly || bound.rating == nil ? best.candidates : nil, best.rowsRead)
    }

    /// The rating and ratings total of the `rows`-th entry of the rating order, which the trial reads down
    /// to (with the entries tied with it); a nil rating when the catalog holds fewer entries (the trial
    /// reads them all). nil when that entry is unrated: unrated entries cannot bound a range of the index.
    private static func ratingOrderBound(afterEntries rows: Int, in db: Database) throws -> (rating: Double?, total: Int)? {
        let statement = try db.cachedStatement(sql: """
            SELECT ratingScore, effectiveRatingsTotal FROM restaurant INDEXED BY restaurant_by_prominence
            ORDER BY ratingScore DESC, effectiveRatingsTotal DESC LIMIT 1 OFFSET ?
            """)
        guard let row = try Row.fetchOne(statement, arguments: [rows - 1]) else { return (nil, 0) }
        guard let rating: Double = row[0] else { return nil }
        return (rating, row[1])
    }

    /// The statement that reads the prominence index in rating order, down to a bound when `bounded` (its
    /// rating and ratings total are the first two arguments, the boxes' bounds follow), and keeps the
    /// entries in the boxes passing the filters, with their place ids; nil for a keyword or open-now,
    /// whose checks are not in the index. The bound makes it one range of the index, read directly
    /// (a subquery with a LIMIT would bound it too, but its co-routine costs two to three times as much
    /// per entry); the place id is read from the table only for the entries the boxes keep.
    /// `CatalogQueryPlanTests` holds SQLite to that plan.
    package static func ratingOrderTrialStatement(
        for query: NearbyQuery, boxes: [GeoBoundingBox], bounded: Bool
    ) -> (sql: String, arguments: StatementArguments)? {
        guard query.keyword == nil, !query.openNow, let (sql, filterArguments) = prominenceIndexStatement(for: query, boxes: boxes, bounded: bounded) else {
            return nil
        }
        return (sql, boxes.reduce(into: StatementArguments()) { $0 += Self.arguments($1) } + filterArguments)
    }
}

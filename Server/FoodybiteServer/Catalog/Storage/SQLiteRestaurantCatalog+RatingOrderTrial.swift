import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// What the first entries of the catalog's rating order held for a search by rating.
    struct RatingOrderTrial {
        /// The best rated within the radius, when the entries read settle the question (a lower rating
        /// followed the page's last one); else nil.
        let answer: [Candidate]?
        /// Every candidate among the entries read, in rating order: where reading on starts from.
        let candidatesRead: [Candidate]
        /// How many of the entries read lie in the boxes.
        let rowsInBoxes: Int

        static let none = RatingOrderTrial(answer: nil, candidatesRead: [], rowsInBoxes: 0)
    }

    /// Reads the first `rows` entries of the catalog's rating order for the query. A large circle holds
    /// a good share of the catalog, so its best rated come within a few hundred entries of the covering
    /// prominence index, and no R*Tree count is needed to choose that plan; a small circle costs only the
    /// `rows` entries read in vain, and how many of them lie in its boxes tells whether reading on pays.
    static func bestRatedAmongFirst(
        _ rows: Int, _ query: NearbyQuery, radius: Double, boxes: [GeoBoundingBox], now: Date, in db: Database
    ) throws -> RatingOrderTrial {
        guard rows > 0, let (sql, arguments) = ratingOrderStatement(for: query, boxes: boxes) else { return .none }
        let statement = try db.cachedStatement(sql: sql)
        guard let best = try bestRated(statement, [rows, 0] + arguments, query: query, radius: radius, now: now, rowBudget: nil, placeIDColumn: 5) else {
            return .none
        }
        return RatingOrderTrial(answer: best.stoppedEarly ? best.candidates : nil, candidatesRead: best.candidates, rowsInBoxes: best.rowsRead)
    }

    /// Reads the rating order on past the trial's first `rows` entries, carrying on from its candidates,
    /// until the page is full and the rating changes: the same statement, so nothing the trial read is
    /// read again. nil past `rowBudget` rows in the boxes, or for a search the trial cannot read
    /// (`ratingOrderStatement`).
    static func bestRatedAfterFirst(
        _ rows: Int, continuing trial: RatingOrderTrial, _ query: NearbyQuery, radius: Double, boxes: [GeoBoundingBox], now: Date, rowBudget: Int,
        in db: Database
    ) throws -> [Candidate]? {
        guard let (sql, arguments) = ratingOrderStatement(for: query, boxes: boxes) else { return nil }
        let statement = try db.cachedStatement(sql: sql)
        return try bestRated(
            statement, [-1, max(0, rows)] + arguments, query: query, radius: radius, now: now, rowBudget: rowBudget, placeIDColumn: 5,
            startingWith: trial.candidatesRead
        )?.candidates
    }

    /// The statement that reads the covering prominence index in rating order (how many entries and
    /// from which are the first two arguments, the boxes' bounds follow) and keeps those in the boxes
    /// passing the filters, with their place ids; nil for a keyword or open-now, whose checks are not
    /// in the index.
    static func ratingOrderStatement(for query: NearbyQuery, boxes: [GeoBoundingBox]) -> (sql: String, arguments: StatementArguments)? {
        guard query.keyword == nil, !query.openNow, let filters = filters(for: query, idColumn: "r.id") else { return nil }
        let conditions = [inAnyBoxCondition(count: boxes.count)] + filters.conditions
        let arguments = boxes.reduce(into: StatementArguments()) { $0 += Self.arguments($1) } + filters.arguments
        // SQLite runs the subquery as a co-routine and filters its rows as they come, in the index's
        // order (the place id is looked up only for those in the boxes), so reading stops soon after the
        // page is full; an outer ORDER BY would sort every entry read first. `CatalogQueryPlanTests`
        // holds SQLite to that plan.
        let sql = """
            SELECT r.id, r.latitude, r.longitude, r.effectiveRating, r.effectiveRatingsTotal, place.placeId
            FROM (
                SELECT id, latitude, longitude, effectiveRating, effectiveRatingsTotal, priceLevel
                FROM restaurant INDEXED BY restaurant_by_prominence
                ORDER BY effectiveRating DESC, effectiveRatingsTotal DESC
                LIMIT ? OFFSET ?
            ) AS r
            CROSS JOIN restaurant AS place ON place.id = r.id
            WHERE \(conditions.joined(separator: " AND "))
            """
        return (sql, arguments)
    }
}

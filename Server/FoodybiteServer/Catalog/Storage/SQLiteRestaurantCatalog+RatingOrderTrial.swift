import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// The best rated restaurants within the query's radius when they are among the first `rows`
    /// entries of the catalog's rating order (else nil), and how many of those entries lie in the boxes.
    /// A large circle holds a good share of the catalog, so its best rated come within a few hundred
    /// entries of the covering prominence index, and no R*Tree count is needed to choose that plan; a
    /// small circle costs only the `rows` entries read in vain.
    static func bestRatedAmongFirst(
        _ rows: Int, _ query: NearbyQuery, radius: Double, boxes: [GeoBoundingBox], now: Date, in db: Database
    ) throws -> (candidates: [Candidate]?, rowsInBoxes: Int) {
        guard rows > 0, let (sql, arguments) = ratingOrderTrialStatement(for: query, boxes: boxes) else { return (nil, 0) }
        let statement = try db.cachedStatement(sql: sql)
        guard let best = try bestRated(statement, [rows] + arguments, query: query, radius: radius, now: now, rowBudget: nil, placeIDColumn: 5) else {
            return (nil, 0)
        }
        return (best.stoppedEarly ? best.candidates : nil, best.rowsRead)
    }

    /// The statement that reads the first entries of the covering prominence index (their number is the
    /// first argument, the boxes' bounds follow) and keeps those in the boxes passing the filters, with
    /// their place ids; nil for a keyword or open-now, whose checks are not in the index.
    static func ratingOrderTrialStatement(for query: NearbyQuery, boxes: [GeoBoundingBox]) -> (sql: String, arguments: StatementArguments)? {
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
                LIMIT ?
            ) AS r
            CROSS JOIN restaurant AS place ON place.id = r.id
            WHERE \(conditions.joined(separator: " AND "))
            """
        return (sql, arguments)
    }
}

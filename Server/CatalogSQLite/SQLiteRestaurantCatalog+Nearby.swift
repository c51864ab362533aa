import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    package struct Candidate {
        package let rowID: Int64
        package let distance: Double
        /// `RatingRule`'s score; nil when unrated.
        package let score: Double?
        package let ratingsTotal: Int
        /// Read with the candidate when its statement had it at hand, else looked up for the page.
        package var placeID: String?
    }

    /// Radii tried in turn for a search by distance with a keyword that no other plan answered: the
    /// first that holds enough results is enough, since nearer results cannot lie outside it.
    private static let distanceRankingSteps = [1_000.0, 4_000, 16_000]

    /// The search's hits with the rows they were found in, for loading their restaurants by the table's key.
    /// `completions`: the index's words each long word of the keyword starts, where known (`wordCompletions`).
    package static func nearbyRows(
        _ query: NearbyQuery, completions: [String: [String]] = [:], now: Date, ratingOrderTrialRows: Int, denseBoxThreshold: Int,
        rareKeywordThreshold: Int, nearestRowBudget: Int, keywordRatingWalkThreshold: Int, in db: Database
    ) throws -> [(rowID: Int64, hit: NearbyHit)] {
        guard query.center.isValid, query.limit > 0 else { return [] }
        let radius = min(query.radius ?? NearbyQuery.maximumRadius, NearbyQuery.maximumRadius)
        guard radius > 0 else { return [] }
        let radii = query.ranking == .distance ? distanceRankingSteps.filter { $0 < radius } + [radius] : [radius]
        var candidates: [Candidate] = []
        let boxes = GeoBoundingBox.covering(center: query.center, radius: radius)
        // Without a keyword no plan reads less than the circles (no index knows what is open now, nor
        // most filters): past a budget, those below read whole circles, at night a whole city's.
        if query.ranking == .distance, let nearest = try nearestCandidates(
            query, completions: completions, radius: radius, now: now, rowBudget: query.keyword == nil ? .max : nearestRowBudget, in: db
        ) {
            candidates = nearest
        } else if query.keyword != nil,
                  let inCircle = try keywordCandidatesInCircle(
                      query, completions: completions, radius: radius, now: now, matchBudget: nearestRowBudget,
                      ratingWalkThreshold: keywordRatingWalkThreshold, in: db
                  ) {
            candidates = inCircle
        } else if let pattern = query.keyword.flatMap({ CatalogSearchPattern.prefixPattern(for: $0) }),
           try matchCount(pattern, upTo: rareKeywordThreshold, db) < rareKeywordThreshold {
            // A rare keyword: its few matches, wherever they are, then the circle.
            candidates = try keywordCandidates(query, pattern: pattern, radius: radius, now: now, in: db)
        } else if query.ranking == .prominence {
            candidates = try prominenceCandidates(
                query, radius: radius, boxes: boxes, now: now, ratingOrderTrialRows: ratingOrderTrialRows, denseBoxThreshold: denseBoxThreshold,
                nearestRowBudget: nearestRowBudget, in: db
            )
        } else {
            for step in radii {
                candidates = try self.candidates(query, radius: step, now: now, in: db)
                if candidates.count >= query.limit { break }
            }
        }
        let chosen = candidates.sorted(by: ranksBefore(query.ranking)).prefix(query.limit)
        let placeIDs = try placeIDs(forRowIDs: chosen.filter { $0.placeID == nil }.map(\.rowID), in: db)
        return chosen.compactMap { candidate in
            (candidate.placeID ?? placeIDs[candidate.rowID]).map { (candidate.rowID, NearbyHit(placeID: $0, distance: candidate.distance)) }
        }
    }

    /// The order of a search's answer: nearest first, or best rated (then most rated, then nearest).
    package static func ranksBefore(_ ranking: NearbyQuery.Ranking) -> (Candidate, Candidate) -> Bool {
        switch ranking {
        case .distance:
            { ($0.distance, $0.rowID) < ($1.distance, $1.rowID) }
        case .prominence:
            { lhs, rhs in
                let left = lhs.score ?? 0, right = rhs.score ?? 0
                if left != right { return left > right }
                if lhs.ratingsTotal != rhs.ratingsTotal { return lhs.ratingsTotal > rhs.ratingsTotal }
                return (lhs.distance, lhs.rowID) < (rhs.distance, rhs.rowID)
            }
        }
    }

    /// Up to this radius, in metres, a search by rating counts its box without trying the rating
    /// order's first entries: for them to hold its results, the circle would have to hold about as large
    /// a share of the catalog as the results are of those entries (20 or 60 of 400), which so small a
    /// circle does only in a catalog small enough to count anyway (at 100 000 restaurants over 30 km the
    /// trial cost a 500 m search half as much again as its answer).
    package static let largestRadiusCountedFirst = 1_000.0

    /// The best rated within the radius, then, when they are fewer than the page, the nearest unrated:
    /// the unrated all rank alike (no score, no ratings), so distance alone orders them, and reading them
    /// in growing circles never reads the whole circle of a catalog that has few ratings or none (an
    /// OpenStreetMap import).
    private static func prominenceCandidates(
        _ query: NearbyQuery, radius: Double, boxes: [GeoBoundingBox], now: Date, ratingOrderTrialRows: Int, denseBoxThreshold: Int,
        nearestRowBudget: Int, in db: Database
    ) throws -> [Candidate] {
        guard query.rated == nil, query.ratingFloor == nil else {
            return try bestRatedCandidates(
                query, radius: radius, boxes: boxes, now: now, ratingOrderTrialRows: ratingOrderTrialRows, denseBoxThreshold: denseBoxThreshold, in: db
            )
        }
        var ratedQuery = query
        ratedQuery.rated = true
        let rated = try bestRatedCandidates(
            ratedQuery, radius: radius, boxes: boxes, now: now, ratingOrderTrialRows: ratingOrderTrialRows, denseBoxThreshold: denseBoxThreshold, in: db
        )
        guard rated.count < query.limit else { return rated }
        var unratedQuery = query
        unratedQuery.rated = false
        unratedQuery.limit = query.limit - rated.count
        // No budget: the circles grow to the radius at worst, reading little more than the circle itself.
        let unrated = try nearestCandidates(unratedQuery, radius: radius, now: now, rowBudget: .max, in: db) ?? []
        return rated + unrated
    }

    /// The best rated within the radius, through the cheapest plan: the rating order's first entries
    /// when they hold the page (tried for a circle larger than `largestRadiusCountedFirst`); the rating
    /// order read on when they held a good share of it (or when the box is dense), as long as ratings
    /// differ; else the box itself.
    private static func bestRatedCandidates(
        _ query: NearbyQuery, radius: Double, boxes: [GeoBoundingBox], now: Date, ratingOrderTrialRows: Int, denseBoxThreshold: Int, in db: Database
    ) throws -> [Candidate] {
        let trial = radius > largestRadiusCountedFirst
            ? try bestRatedAmongFirst(ratingOrderTrialRows, query, radius: radius, boxes: boxes, now: now, in: db)
            : (candidates: nil, rowsInBoxes: 0)
        if let best = trial.candidates { return best }
        // A tenth of a page among the first entries: the rest of it most likely within ten times as many.
        let looksDense = trial.rowsInBoxes * 10 >= query.limit
        // Counted in the circle's inscribed square, half the box's area: over water beside a dense shore
        // the box holds the shore, which the circle barely reaches, and the rating order would be read
        // nearly whole for it.
        let innerSquare = GeoBoundingBox.covering(center: query.center, radius: radius / 2.squareRoot())
        if try looksDense || restaurantCount(in: innerSquare, upTo: denseBoxThreshold / 2, db) >= denseBoxThreshold / 2 {
            guard let (sql, filterArguments) = prominenceIndexStatement(for: query, boxes: boxes) else { return [] }
            let arguments = boxes.reduce(into: StatementArguments()) { $0 += Self.arguments($1) } + filterArguments
            // Reading in rating order pays off only while ratings differ and the filters let most through;
            // past the budget (ties among unrated imports, opennow at night) the box itself is cheaper.
            let (budget, overflow) = denseBoxThreshold.multipliedReportingOverflow(by: 10)
            let statement = try db.cachedStatement(sql: sql)
            let placeIDColumn = prominencePlaceIDColumn(for: query)
            return try bestRated(statement, arguments, query: query, radius: radius, now: now, rowBudget: overflow ? .max : budget, placeIDColumn: placeIDColumn)?
                .candidates ?? candidates(query, radius: radius, now: now, in: db)
        }
        if boxes.count == 1 {
            return try bestRatedInBox(query, radius: radius, box: boxes[0], now: now, in: db)
        }
        return try candidates(query, radius: radius, now: now, in: db)
    }

    /// Every restaurant within `radius` of the centre passing the query's filters, in no order: the
    /// R*Tree's boxes first, then the exact distance. Only numbers are read per candidate.
    private static func candidates(_ query: NearbyQuery, radius: Double, now: Date, in db: Database) throws -> [Candidate] {
        guard let (sql, filterArguments) = candidateStatement(for: query) else { return [] }
        let statement = try db.cachedStatement(sql: sql)
        var filter = CandidateFilter(query: query, radius: radius, now: now)
        var seen = Set<Int64>()
        var candidates: [Candidate] = []
        for box in GeoBoundingBox.covering(center: query.center, radius: radius) {
            let rows = try Row.fetchCursor(statement, arguments: arguments(box) + filterArguments)
            while let row = try rows.next() {
                guard let candidate = filter.candidate(from: row), seen.insert(candidate.rowID).inserted else { continue }
                candidates.append(candidate)
            }
        }
        return candidates
    }

    /// The best rated restaurants within `radius`, enough of them for the query's limit: SQLite sorts
    /// the box by rating, and reading stops once the limit is reached and the rating changes (the
    /// restaurants rated like the last one are read too, as the nearest of them come first).
    private static func bestRatedInBox(_ query: NearbyQuery, radius: Double, box: GeoBoundingBox, now: Date, in db: Database) throws -> [Candidate] {
        guard let (sql, filterArguments) = candidateStatement(for: query) else { return [] }
        let statement = try db.cachedStatement(sql: sql + "\nORDER BY ratingScore DESC, effectiveRatingsTotal DESC")
        return try bestRated(statement, arguments(box) + filterArguments, query: query, radius: radius, now: now, rowBudget: nil)?.candidates ?? []
    }

    /// Reads candidates in rating order until the query's limit is reached and the rating changes
    /// (`stoppedEarly`; otherwise all `rowsRead` rows were read); nil when that takes more than
    /// `rowBudget` rows. `keeping` decides on each candidate the filter lets through, when given.
    package static func bestRated(
        _ statement: Statement, _ arguments: StatementArguments, query: NearbyQuery, radius: Double, now: Date, rowBudget: Int?, placeIDColumn: Int? = nil,
        keeping: ((Candidate) throws -> Bool)? = nil
    ) throws -> (candidates: [Candidate], stoppedEarly: Bool, rowsRead: Int)? {
        var filter = CandidateFilter(query: query, radius: radius, now: now, placeIDColumn: placeIDColumn)
        var candidates: [Candidate] = []
        var lastKey: (score: Double?, total: Int)?
        var rowsRead = 0
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() {
            rowsRead += 1
            if let rowBudget, rowsRead > rowBudget { return nil }
            let key: (score: Double?, total: Int) = (row[3], row[4] ?? 0)
            if let lastKey, candidates.count >= query.limit, key.score != lastKey.score || key.total != lastKey.total {
                return (candidates, true, rowsRead)
            }
            guard let candidate = filter.candidate(from: row), try keeping?(candidate) ?? true else { continue }
            candidates.append(candidate)
            lastKey = key
        }
        return (candidates, false, rowsRead)
    }

    package static func arguments(_ box: GeoBoundingBox) -> StatementArguments {
        [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude]
    }

    /// Every restaurant matching the keyword within `radius` and passing the filters, read through the
    /// full-text index.
    private static func keywordCandidates(_ query: NearbyQuery, pattern: String, radius: Double, now: Date, in db: Database) throws -> [Candidate] {
        let filters = attributeFilters(for: query)
        let conditions = ["restaurantSearch MATCH ?"] + filters.conditions
        let arguments: StatementArguments = [pattern] + filters.arguments
        let hoursColumns = query.openNow ? ", r.openingHours, r.timeZone" : ""
        let statement = try db.cachedStatement(sql: """
            SELECT r.id, r.latitude, r.longitude, \(rankingColumns)\(hoursColumns)
            FROM restaurantSearch AS s CROSS JOIN restaurant AS r ON r.id = \(SearchRowKey.restaurantIDExpression("s.rowid"))
            WHERE \(conditions.joined(separator: " AND "))
            """)
        var filter = CandidateFilter(query: query, radius: radius, now: now)
        var candidates: [Candidate] = []
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() {
            if let candidate = filter.candidate(from: row) { candidates.append(candidate) }
        }
        return candidates
    }

    /// How many restaurants match the full-text pattern, counting no further than `cap`.
    package static func matchCount(_ pattern: String, upTo cap: Int, _ db: Database) throws -> Int {
        let statement = try db.cachedStatement(sql: "SELECT count(*) FROM (SELECT 1 FROM restaurantSearch WHERE restaurantSearch MATCH ? LIMIT ?)")
        return try Int.fetchOne(statement, arguments: [pattern, cap]) ?? 0
    }

    /// How many restaurants the R*Tree holds in the boxes, counting no further than `cap`.
    private static func restaurantCount(in boxes: [GeoBoundingBox], upTo cap: Int, _ db: Database) throws -> Int {
        let statement = try db.cachedStatement(sql: """
            SELECT count(*) FROM (
                SELECT 1 FROM restaurantLocation
                WHERE maxLatitude >= ? AND minLatitude <= ? AND maxLongitude >= ? AND minLongitude <= ? LIMIT ?)
            """)
        var count = 0
        for box in boxes where count < cap {
            count += try Int.fetchOne(statement, arguments: arguments(box) + [cap - count]) ?? 0
        }
        return count
    }
}

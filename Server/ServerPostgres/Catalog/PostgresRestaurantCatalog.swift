import CatalogDomain
import Foundation
import NIOCore
import PostgresNIO

/// The catalog in the server's PostgreSQL database, on PostGIS: a radius is `ST_DWithin` on the GiST
/// index of `restaurant.location`, nearest first is its KNN order (`<->`), best rated first walks the
/// rating's tenths down, each read within the circle (`restaurant_by_rating_tenth_and_location`),
/// until it has enough. Every word of a search is looked up as a prefix in `restaurant_word` (folded as
/// SQLite's full-text index folds them), near a point by the cells beside its words. Distances and the
/// final order are the same great-circle ones as `SQLiteRestaurantCatalog`'s, computed again on the
/// rows read.
public struct PostgresRestaurantCatalog: RestaurantCatalog {
    package let database: PostgresServerDatabase

    public init(database: PostgresServerDatabase) {
        self.database = database
    }

    public func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        guard query.center.isValid, query.limit > 0 else { return [] }
        let radius = min(query.radius ?? NearbyQuery.maximumRadius, NearbyQuery.maximumRadius)
        guard radius > 0 else { return [] }
        var searched: [String]?
        if let keyword = query.keyword {
            searched = SearchFolding.queryWords(in: keyword)
            guard searched?.isEmpty == false else { return [] }
        }
        var candidates: [PostgresNearbyCandidate] = []
        for circle in Self.circles(for: query, upTo: radius) {
            var words: [PostgresSearchWord] = []
            if let searched {
                guard let sought = try await searchWords(for: searched, within: Self.searchRadius(circle), of: query.center) else { return [] }
                words = sought
            }
            let mostMatching = words.mostRestaurantsMatching ?? Int.max
            // Fewer listed than asked for: a wider circle, without reading these.
            if mostMatching < query.limit, circle < radius { continue }
            candidates = mostMatching == 0 ? [] : try await nearbyCandidates(query, radius: circle, words: words, now: now)
            if candidates.count >= query.limit { break }
        }
        switch query.ranking {
        case .distance:
            candidates.sort { ($0.distance, $0.rowID) < ($1.distance, $1.rowID) }
        case .prominence:
            candidates.sort { lhs, rhs in
                let left = lhs.score ?? 0, right = rhs.score ?? 0
                if left != right { return left > right }
                if lhs.ratingsTotal != rhs.ratingsTotal { return lhs.ratingsTotal > rhs.ratingsTotal }
                return (lhs.distance, lhs.rowID) < (rhs.distance, rhs.rowID)
            }
        }
        return candidates.prefix(query.limit).map { NearbyHit(placeID: $0.placeID, distance: $0.distance) }
    }

    /// The radii a nearby search reads in turn until one holds enough: nearest first with words, circles
    /// growing fourfold from `firstKeywordCircle` (the nearest matches of a rare word lie far apart, and
    /// the words' cells of a wide circle hold too many restaurants to list); else the radius at once.
    private static func circles(for query: NearbyQuery, upTo radius: Double) -> [Double] {
        guard query.ranking == .distance, query.keyword != nil else { return [radius] }
        return keywordCircles(upTo: radius)
    }

    static func keywordCircles(upTo radius: Double) -> [Double] {
        Array(sequence(first: firstKeywordCircle) { $0 * 4 }.prefix { $0 < radius }) + [radius]
    }

    /// The restaurants within `radius` passing the query's filters, read (as the order asks) until
    /// enough pass: open now (in each restaurant's local time) and the area are decided here.
    private func nearbyCandidates(
        _ query: NearbyQuery, radius: Double, words: [PostgresSearchWord], now: Date
    ) async throws -> [PostgresNearbyCandidate] {
        var fetchLimits: [Int?] = [query.limit + Self.fetchMargin]
        if query.openNow || query.area != nil { fetchLimits += [query.limit * 8 + Self.fetchMargin, nil] }
        var candidates: [PostgresNearbyCandidate] = []
        for fetchLimit in fetchLimits {
            let statement = try Self.nearbyStatement(query, radius: radius, words: words, fetchLimit: fetchLimit)
            let rows = try await read(statement)
            var filter = PostgresNearbyCandidateFilter(query: query, radius: radius, now: now)
            candidates = try rows.compactMap { try filter.candidate(from: $0) }
            if candidates.count >= query.limit || fetchLimit.map({ rows.count < $0 }) ?? true { break }
        }
        return candidates
    }

    public func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        guard !placeIDs.isEmpty else { return [] }
        let logger = database.logger
        return try await database.withConnection { connection in
            try await PostgresCatalogRows.restaurants(placeIDs: placeIDs, includingReviews: includingReviews, on: connection, logger: logger)
        }
    }

    public func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        let location = query.location.flatMap { $0.isValid ? $0 : nil }
        var hits: [AutocompleteHit]
        if let location, let nearest = try await nearestAutocompleteHits(query, around: location) {
            hits = nearest
        } else {
            guard let statement = try Self.autocompleteStatement(query) else { return [] }
            hits = try await read(statement).map { try Self.autocompleteHit(from: $0, location: location) }
        }
        guard location != nil else { return hits }
        if query.strictBounds {
            let bias = Self.autocompleteBias(query)
            hits = hits.filter { ($0.distance ?? 0) <= bias }
        }
        hits.sort { ($0.distance ?? 0, $0.name) < ($1.distance ?? 0, $1.name) }
        return Array(hits.prefix(query.limit))
    }

    public func image(forPhotoReference reference: String) async throws -> CatalogImage? {
        let rows = try await read("""
            SELECT i.name, i.content_type, i.width, i.height, i.bytes
            FROM restaurant_photo AS p JOIN catalog_image AS i ON i.name = p.image_name
            WHERE p.reference = \(reference)
            """)
        return try rows.first.map { row in
            let (name, contentType, width, height, bytes) = try row.decode((String, String, Int, Int, ByteBuffer).self)
            return CatalogImage(name: name, contentType: contentType, width: width, height: height, bytes: bytes.data)
        }
    }

    // MARK: - Statements

    /// Without a radius, autocomplete's bias prefers what lies within this many metres (as SQLite's).
    package static let defaultAutocompleteBias = 10_000.0
    /// Rows read beyond the limit, so that the exact great-circle distance (PostGIS's sphere differs in
    /// the ninth digit) and ties never leave out a restaurant that belongs in the answer.
    private static let fetchMargin = 20
    /// The first circle of a search nearest first with words, in metres.
    package static let firstKeywordCircle = 1_000.0

    /// What the index is asked for: the radius and a hair more; the exact distance decides afterwards.
    static func searchRadius(_ radius: Double) -> Double {
        radius * (1 + 1e-6) + 0.01
    }

    package static func nearbyStatement(_ query: NearbyQuery, radius: Double, words: [PostgresSearchWord], fetchLimit: Int?) throws -> PostgresQuery {
        var builder = PostgresQueryBuilder()
        let center = try point(query.center, in: &builder)
        let within = try circle(around: center, radius: radius, in: &builder)
        var conditions = [within]
        if query.minPrice != nil || query.maxPrice != nil {
            let minimum = try builder.bind(query.minPrice ?? 0)
            let maximum = try builder.bind(query.maxPrice ?? 4)
            conditions.append("r.price_level BETWEEN \(minimum) AND \(maximum)")
        }
        if let levels = query.priceLevels {
            let placeholders = try levels.map { try builder.bind($0) }
            conditions.append(placeholders.isEmpty ? "FALSE" : "r.price_level IN (\(placeholders.joined(separator: ", ")))")
        }
        if query.openNow {
            conditions.append("r.business_status = '\(CatalogBusinessStatus.operational.rawValue)'")
        } else if !query.includeClosed {
            conditions.append("r.business_status <> '\(CatalogBusinessStatus.closedPermanently.rawValue)'")
        }
        if let floor = query.ratingFloor {
            conditions.append("r.effective_rating >= \(try builder.bind(floor))")
        }
        if let rated = query.rated {
            conditions.append(rated ? "r.rating_score IS NOT NULL" : "r.rating_score IS NULL")
        }
        conditions += try PlaceRequirementsPostgresSQL.conditions(for: query.requirementChecks, in: &builder)
        if let cuisines = query.cuisines {
            let patterns = try cuisines.map { "strpos(';' || r.cuisines || ';', \(try builder.bind(CuisineValue.storedPattern($0)))) > 0" }
            conditions.append("(" + patterns.joined(separator: " OR ") + ")")
        }
        for word in words {
            conditions.append(try wordCondition(word, nameAndCuisinesOnly: false, in: &builder))
        }
        let limit = try builder.bind(fetchLimit)
        let prominence = "coalesce(r.rating_score, 0) DESC, r.effective_ratings_total DESC, r.location <-> \(center), r.id"
        switch query.ranking {
        case .distance:
            builder.append(nearbySelect(where: conditions) + "\nORDER BY r.location <-> \(center)\nLIMIT \(limit)")
        case .prominence where !words.isEmpty:
            // The rarest word drives (see `wordCondition`); its restaurants are few enough to sort.
            builder.append(nearbySelect(where: conditions) + "\nORDER BY \(prominence)\nLIMIT \(limit)")
        case .prominence:
            // One tenth of the rating scale at a time, best first, each read from
            // `restaurant_by_rating_tenth_and_location` within the circle (or, where the circle holds most
            // of a tenth, from `restaurant_by_prominence` in order): the nested loop stops at the limit.
            // The tenth alone decides; the rating range around it only bounds a walk of
            // `restaurant_by_prominence`, which would otherwise read on to the end of the index.
            let tenth = [
                "\(PostgresSchema.ratingTenth) = tenth",
                "coalesce(r.rating_score, 0) >= (tenth - 0.5) / 10.0",
                "coalesce(r.rating_score, 0) < (tenth + 1.5) / 10.0",
            ]
            // The unrated (all alike: no score, no ratings) come after every rated one, nearest first: read
            // in distance order from the same index within tenth 0, never the whole circle.
            let readsRated = query.rated != false, readsUnrated = query.rated != true && query.ratingFloor == nil
            // Ratings run from 1 to 5 (checked by the table), so a rated score is at least 1: tenth 0 holds
            // the unrated alone, and the rated part never reads it.
            let rated = """
                SELECT r.* FROM generate_series(50, 1, -1) AS tenth
                CROSS JOIN LATERAL (
                \(nearbySelect(where: tenth + conditions + ["r.rating_score IS NOT NULL"]))
                ORDER BY \(prominence)
                LIMIT \(limit)
                ) AS r
                LIMIT \(limit)
                """
            let unrated = """
                \(nearbySelect(where: ["\(PostgresSchema.ratingTenth) = 0", "r.rating_score IS NULL"] + conditions))
                ORDER BY r.location <-> \(center)
                LIMIT \(limit)
                """
            let parts = (readsRated ? ["(\(rated))"] : []) + (readsUnrated ? ["(\(unrated))"] : ["(\(nearbySelect(where: ["FALSE"])))"])
            builder.append(parts.joined(separator: "\nUNION ALL\n") + "\nLIMIT \(limit)")
        }
        return builder.query
    }

    private static func nearbySelect(where conditions: [String]) -> String {
        """
        SELECT r.id, r.place_id, r.latitude, r.longitude, r.rating_score, r.effective_ratings_total,
               r.opening_hours, r.time_zone
        FROM restaurant AS r
        WHERE \(conditions.joined(separator: "\n  AND "))
        """
    }

    /// Restaurants whose name or cuisines (the words `in_name` marks: name, its Latin spellings and the
    /// cuisines' words) have a word starting with each word of the input: by name without a
    /// location; else the nearest first, within `circle` when given, else within the bias radius when
    /// the bounds are strict and anywhere otherwise. The words are sought as `words` says, by prefix
    /// when nil. Nil when the input has no word.
    package static func autocompleteStatement(
        _ query: AutocompleteQuery, words sought: [PostgresSearchWord]? = nil, within circle: Double? = nil
    ) throws -> PostgresQuery? {
        let words = SearchFolding.queryWords(in: query.input)
        guard query.limit > 0, !words.isEmpty else { return nil }
        var builder = PostgresQueryBuilder("SELECT r.id, r.place_id, r.name, r.vicinity, r.latitude, r.longitude FROM restaurant AS r WHERE ")
        var conditions = ["r.business_status <> '\(CatalogBusinessStatus.closedPermanently.rawValue)'"]
        for word in sought ?? words.map(PostgresSearchWord.prefix) {
            conditions.append(try wordCondition(word, nameAndCuisinesOnly: true, in: &builder))
        }
        builder.append(conditions.joined(separator: "\n  AND "))
        guard let location = query.location, location.isValid else {
            let limit = try builder.bind(query.limit)
            builder.append("\nORDER BY r.name, r.id LIMIT \(limit)")
            return builder.query
        }
        let center = try point(location, in: &builder)
        if let radius = circle ?? (query.strictBounds ? autocompleteBias(query) : nil) {
            let within = try self.circle(around: center, radius: radius, in: &builder)
            builder.append("\n  AND \(within)")
        }
        let limit = try builder.bind(query.limit + fetchMargin)
        builder.append("\nORDER BY r.location <-> \(center) LIMIT \(limit)")
        return builder.query
    }

    static func autocompleteBias(_ query: AutocompleteQuery) -> Double {
        min(query.radius ?? defaultAutocompleteBias, NearbyQuery.maximumRadius)
    }

    /// Within `radius` (and a hair) of `center` on the sphere: the GiST index answers the box around the
    /// circle (`_ST_Expand`, as `ST_DWithin` does inside), the distance keeps the circle. Written out
    /// rather than as `ST_DWithin`, whose row estimate PostGIS 3.3 gets wrong by orders of magnitude for
    /// geography, which led the planner to scan the whole table for wide circles.
    static func circle(around center: String, radius: Double, in builder: inout PostgresQueryBuilder) throws -> String {
        let bound = try builder.bind(searchRadius(radius))
        return "r.location && _ST_Expand(\(center), \(bound)) AND (r.location <-> \(center)) <= \(bound)"
    }

    /// One of the restaurant's words (of its name and cuisines only, or of its vicinity too) starts with
    /// `word`: a range of the word index, which the planner weighs by its statistics, so the rarest
    /// word of a query drives.
    static func wordPrefix(_ word: String, nameAndCuisinesOnly: Bool, in builder: inout PostgresQueryBuilder) throws -> String {
        let prefix = try builder.bind(word)
        return "r.id IN (SELECT restaurant_id FROM restaurant_word WHERE \(nameAndCuisinesOnly ? "in_name AND " : "")"
            + "word >= \(prefix) AND word < \(prefix) || chr(1114111))"
    }

    private static func point(_ point: GeoPoint, in builder: inout PostgresQueryBuilder) throws -> String {
        let longitude = try builder.bind(point.longitude)
        let latitude = try builder.bind(point.latitude)
        return "ST_SetSRID(ST_MakePoint(\(longitude), \(latitude)), 4326)::geography"
    }

    static func autocompleteHit(from row: PostgresRow, location: GeoPoint?) throws -> AutocompleteHit {
        let (_, placeID, name, vicinity, latitude, longitude) = try row.decode((Int64, String, String, String?, Double, Double).self)
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        return AutocompleteHit(placeID: placeID, name: name, vicinity: vicinity, location: point, distance: location.map { $0.distance(to: point) })
    }

    func read(_ query: PostgresQuery) async throws -> [PostgresRow] {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.all(query, logger: logger)
        }
    }
}

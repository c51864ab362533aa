import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// Without a radius, the bias prefers what lies within this many metres of the location.
    static let defaultAutocompleteBias = 10_000.0

    /// Names with a word starting with each typed word, nearest first (then by name). Around a
    /// location, an input the full-text index matches fewer than `rareMatchThreshold` times is answered
    /// from every match, sorted by distance; a common one by growing circles read through the strip index
    /// (`LatitudeStrip`) with the names checked in Swift (a few letters match many names, so a small circle holds enough). The
    /// circles come first, up to `rowBudget` rows.
    static func autocomplete(_ query: AutocompleteQuery, rareMatchThreshold: Int, rowBudget: Int, in db: Database) throws -> [AutocompleteHit] {
        guard query.limit > 0, let pattern = CatalogSearchPattern.prefixPattern(for: query.input, columns: ["name"]) else { return [] }
        guard let location = query.location, location.isValid else {
            return try Row.fetchAll(db, sql: """
                SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
                FROM restaurantSearch AS s JOIN restaurant AS r ON r.id = s.rowid
                WHERE restaurantSearch MATCH ? ORDER BY rank, r.name LIMIT ?
                """, arguments: [pattern, query.limit])
                .map { Self.hit(from: $0, location: nil) }
        }
        guard let matcher = CatalogWordMatcher(query.input) else { return [] }
        let bias = min(query.radius ?? defaultAutocompleteBias, NearbyQuery.maximumRadius)
        // Without strict bounds the nearest matches count wherever they are: the circles reach as far
        // as a nearby search, every match beyond that.
        let reach = query.strictBounds ? bias : NearbyQuery.maximumRadius
        // Whether anything matches at all: a prefix index answers that at once for words of two bytes
        // or more (and an input in a script the catalog lacks ends here); a one-byte word would make the
        // full-text index merge the lists of every word it starts, so it is asked only if the first
        // circle found nothing (rarely: such a word matches most circles).
        let hasNoMatch = { try matchCount(pattern, upTo: 1, db) == 0 }
        let isOneByteWord = matcher.words.contains { $0.utf8.count < 2 }
        if !isOneByteWord, try hasNoMatch() { return [] }
        // Then circles: a few letters match many names, so a small circle nearly always holds enough.
        // How common the input is, is asked only once the circles ran past their row budget, and only up
        // to the rows they would still need (judged from the names matched so far): an input with fewer
        // matches is answered from them, a common one by the circles reading on.
        let hits = try nearestNameMatches(
            matcher, around: location, reach: reach, limit: query.limit, rowBudget: rowBudget,
            readsOnPastBudget: { rowsNeeded in
                let cap = min(rareMatchThreshold, rowsNeeded)
                return try matchCount(pattern, upTo: cap, db) >= cap
            },
            hasNoMatch: isOneByteWord ? hasNoMatch : { false }, in: db
        )
        if let hits, hits.count >= query.limit || query.strictBounds {
            return Array(hits.sorted(by: nearestFirst).prefix(query.limit))
        }
        let everyMatch = try Row.fetchAll(db.cachedStatement(sql: everyNameMatchSQL), arguments: [pattern])
            .map { Self.hit(from: $0, location: location) }
            .filter { !query.strictBounds || ($0.distance ?? 0) <= bias }
        return Array(everyMatch.sorted(by: nearestFirst).prefix(query.limit))
    }

    /// Every restaurant whose name matches the full-text pattern.
    static let everyNameMatchSQL = """
        SELECT r.placeId, r.name, r.vicinity, r.latitude, r.longitude
        FROM restaurantSearch AS s CROSS JOIN restaurant AS r ON r.id = s.rowid
        WHERE restaurantSearch MATCH ?
        """

    /// Every restaurant of one strip of latitude within a box (the strip, then the box's longitudes and
    /// latitudes are the arguments), read from the covering strip index alone.
    static let nameCandidatesInStripSQL = """
        SELECT placeId, name, vicinity, latitude, longitude
        FROM restaurant INDEXED BY restaurant_by_strip
        WHERE \(LatitudeStrip.expression) = ? AND longitude BETWEEN ? AND ? AND latitude BETWEEN ? AND ?
        """

    /// The name matches within the smallest circle (up to `reach`) that holds `limit` of them, or every
    /// one within `reach`. Once more than `rowBudget` rows were read, `readsOnPastBudget` is asked (once)
    /// whether to go on, given how many rows the names matched so far say the circles would still need
    /// (`Int.max` when none matched): nil when it says no. When the first circle holds none, `hasNoMatch` is asked
    /// (once) whether any name matches anywhere before the circles grow.
    private static func nearestNameMatches(
        _ matcher: CatalogWordMatcher, around location: GeoPoint, reach: Double, limit: Int, rowBudget: Int,
        readsOnPastBudget: (_ rowsNeeded: Int) throws -> Bool, hasNoMatch: () throws -> Bool, in db: Database
    ) throws -> [AutocompleteHit]? {
        let statement = try db.cachedStatement(sql: nameCandidatesInStripSQL)
        var rowsRead = 0
        var namesMatched = 0
        var rowBudget = rowBudget
        var ring = min(firstRingRadius, reach)
        while true {
            var seen = Set<String>()
            var hits: [AutocompleteHit] = []
            for box in GeoBoundingBox.covering(center: location, radius: ring) {
                for arguments in LatitudeStrip.arguments(covering: box) {
                    let rows = try Row.fetchCursor(statement, arguments: arguments)
                    while let row = try rows.next() {
                        rowsRead += 1
                        if rowsRead > rowBudget {
                            // As many rows again as the names matched so far say the circles would need:
                            // past that many matches, reading on is cheaper than reading every match.
                            let rowsNeeded = rowsRead.multipliedReportingOverflow(by: limit).partialValue / max(1, namesMatched)
                            guard try readsOnPastBudget(namesMatched == 0 ? .max : max(0, rowsNeeded)) else { return nil }
                            rowBudget = .max
                        }
                        // The name first, from SQLite's bytes: most rows are not a match, and need neither a
                        // String nor their distance.
                        guard try row.withUnsafeData(atIndex: 1, { $0?.withUnsafeBytes(matcher.matches(utf8:)) ?? false }) else { continue }
                        namesMatched += 1
                        let point = GeoPoint(latitude: row[3], longitude: row[4])
                        let distance = location.distance(to: point)
                        guard distance <= ring else { continue }
                        let hit = AutocompleteHit(placeID: row[0], name: row[1], vicinity: row[2], location: point, distance: distance)
                        if seen.insert(hit.placeID).inserted { hits.append(hit) }
                    }
                }
            }
            if hits.count >= limit || ring >= reach { return hits }
            if hits.isEmpty, ring == firstRingRadius, try hasNoMatch() { return [] }
            ring = min(reach, nextRingRadius(after: ring, found: hits.count, wanted: limit))
        }
    }

    private static func nearestFirst(_ lhs: AutocompleteHit, _ rhs: AutocompleteHit) -> Bool {
        (lhs.distance ?? 0, lhs.name) < (rhs.distance ?? 0, rhs.name)
    }

    private static func hit(from row: Row, location: GeoPoint?) -> AutocompleteHit {
        let point = GeoPoint(latitude: row[3], longitude: row[4])
        return AutocompleteHit(placeID: row[0], name: row[1], vicinity: row[2], location: point, distance: location.map { $0.distance(to: point) })
    }
}

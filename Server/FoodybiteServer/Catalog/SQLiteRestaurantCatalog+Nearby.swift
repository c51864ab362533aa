import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    private struct Candidate {
        let placeID: String
        let distance: Double
        let rating: Double?
        let ratingsTotal: Int
    }

    /// Radii tried in turn for a search by distance: the first that holds enough results is enough,
    /// since nearer results cannot lie outside it.
    private static let distanceRankingSteps = [1_000.0, 4_000, 16_000]

    static func nearby(_ query: NearbyQuery, now: Date, in db: Database) throws -> [NearbyHit] {
        guard query.center.isValid, query.limit > 0 else { return [] }
        let radius = min(query.radius ?? NearbyQuery.maximumRadius, NearbyQuery.maximumRadius)
        guard radius > 0 else { return [] }
        let radii = query.ranking == .distance ? distanceRankingSteps.filter { $0 < radius } + [radius] : [radius]
        var candidates: [Candidate] = []
        for step in radii {
            candidates = try self.candidates(query, radius: step, now: now, in: db)
            if candidates.count >= query.limit { break }
        }
        switch query.ranking {
        case .distance:
            candidates.sort { ($0.distance, $0.placeID) < ($1.distance, $1.placeID) }
        case .prominence:
            candidates.sort { lhs, rhs in
                let left = lhs.rating ?? 0, right = rhs.rating ?? 0
                if left != right { return left > right }
                if lhs.ratingsTotal != rhs.ratingsTotal { return lhs.ratingsTotal > rhs.ratingsTotal }
                return (lhs.distance, lhs.placeID) < (rhs.distance, rhs.placeID)
            }
        }
        return candidates.prefix(query.limit).map { NearbyHit(placeID: $0.placeID, distance: $0.distance) }
    }

    /// Every restaurant within `radius` of the centre passing the query's filters, in no order: the
    /// R*Tree's boxes first, then the exact distance.
    private static func candidates(_ query: NearbyQuery, radius: Double, now: Date, in db: Database) throws -> [Candidate] {
        var conditions = ["loc.maxLatitude >= ? AND loc.minLatitude <= ? AND loc.maxLongitude >= ? AND loc.minLongitude <= ?"]
        var filterArguments: StatementArguments = []
        if query.minPrice != nil || query.maxPrice != nil {
            conditions.append("r.priceLevel IS NOT NULL AND r.priceLevel BETWEEN ? AND ?")
            filterArguments += [query.minPrice ?? 0, query.maxPrice ?? 4]
        }
        if let keyword = query.keyword {
            guard let pattern = CatalogSearchPattern.prefixPattern(for: keyword) else { return [] }
            conditions.append("r.id IN (SELECT rowid FROM restaurantSearch WHERE restaurantSearch MATCH ?)")
            filterArguments += [pattern]
        }
        let statement = try db.cachedStatement(sql: """
            SELECT r.placeId, r.latitude, r.longitude, r.openingHours, r.timeZone, \(effectiveRatingColumns)
            FROM restaurantLocation AS loc
            CROSS JOIN restaurant AS r ON r.id = loc.id
            LEFT JOIN restaurantRating AS rr ON rr.restaurantId = r.placeId
            WHERE \(conditions.joined(separator: " AND "))
            """)
        var localTimes: [String: LocalWeekTime?] = [:]
        var seen = Set<String>()
        var candidates: [Candidate] = []
        for box in GeoBoundingBox.covering(center: query.center, radius: radius) {
            let arguments: StatementArguments = [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude] + filterArguments
            let rows = try Row.fetchCursor(statement, arguments: arguments)
            while let row = try rows.next() {
                let point = GeoPoint(latitude: row[1], longitude: row[2])
                let distance = query.center.distance(to: point)
                guard distance <= radius else { continue }
                if query.openNow {
                    guard let text: String = row[3], let hours = OpeningHours(storageText: text) else { continue }
                    let zone: String = row[4]
                    let localTime = localTimes[zone] ?? CatalogTimeZone.resolve(zone).map { LocalWeekTime(now, in: $0) }
                    localTimes[zone] = localTime
                    guard let localTime, hours.isOpen(at: localTime) else { continue }
                }
                let placeID: String = row[0]
                guard seen.insert(placeID).inserted else { continue }
                candidates.append(Candidate(placeID: placeID, distance: distance, rating: row[5], ratingsTotal: row[6] ?? 0))
            }
        }
        return candidates
    }
}

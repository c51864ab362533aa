import Foundation
import PostgresNIO

/// Turns a row of `PostgresRestaurantCatalog`'s nearby statement into a candidate when it lies within the
/// radius (the same great-circle distance as SQLite's) and, if asked, is open in its local time.
struct PostgresNearbyCandidateFilter {
    let query: NearbyQuery
    let radius: Double
    let now: Date
    private var localTimes: [String: LocalWeekTime?] = [:]

    init(query: NearbyQuery, radius: Double, now: Date) {
        self.query = query
        self.radius = radius
        self.now = now
    }

    mutating func candidate(from row: PostgresRow) throws -> PostgresNearbyCandidate? {
        let (rowID, placeID, latitude, longitude, rating, ratingsTotal, hours, zone) =
            try row.decode((Int64, String, Double, Double, Double?, Int, String?, String).self)
        let distance = query.center.distance(to: GeoPoint(latitude: latitude, longitude: longitude))
        guard distance <= radius else { return nil }
        if query.openNow {
            guard let hours else { return nil }
            let localTime = localTimes[zone] ?? CatalogTimeZone.resolve(zone).map { LocalWeekTime(now, in: $0) }
            localTimes[zone] = localTime
            guard let localTime, OpeningHours.isOpen(storageText: hours, at: localTime) == true else { return nil }
        }
        return PostgresNearbyCandidate(rowID: rowID, placeID: placeID, distance: distance, rating: rating, ratingsTotal: ratingsTotal)
    }
}

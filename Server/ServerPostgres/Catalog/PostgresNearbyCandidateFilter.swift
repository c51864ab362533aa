import CatalogDomain
import Foundation
import PostgresNIO

/// Turns a row of `PostgresRestaurantCatalog`'s nearby statement into a candidate when it lies within the
/// radius (the same great-circle distance as SQLite's) and, if asked, is open in its local time.
struct PostgresNearbyCandidateFilter {
    let query: NearbyQuery
    let radius: Double
    private var localTimes: LocalWeekTimes

    init(query: NearbyQuery, radius: Double, now: Date) {
        self.query = query
        self.radius = radius
        localTimes = LocalWeekTimes(at: now)
    }

    mutating func candidate(from row: PostgresRow) throws -> PostgresNearbyCandidate? {
        let (rowID, placeID, latitude, longitude, score, ratingsTotal, hours, zone) =
            try row.decode((Int64, String, Double, Double, Double?, Int, String?, String).self)
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        let distance = query.center.distance(to: point)
        guard distance <= radius, query.areaContains(point) else { return nil }
        if query.openNow {
            guard let hours else { return nil }
            guard let localTime = localTimes.at(zone: zone), OpeningHours.isOpen(storageText: hours, at: localTime) == true else { return nil }
        }
        return PostgresNearbyCandidate(rowID: rowID, placeID: placeID, distance: distance, score: score, ratingsTotal: ratingsTotal)
    }
}

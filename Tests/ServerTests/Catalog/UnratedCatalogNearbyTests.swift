@testable import CatalogDomain
@testable import CatalogSQLite
@testable import DemoCatalog
import Foundation
@testable import ServerStorage
import XCTest

/// "Best rated first" on catalogs as OpenStreetMap imports are (no ratings, or a few from reviews): the
/// rated first, best first, then the unrated nearest first, whichever plan answers, as a brute-force
/// ranking of every restaurant in the circle says.
final class UnratedCatalogNearbyTests: XCTestCase {
    func test_nearby_ranksTheRatedFirstThenTheUnratedNearestFirstOnEveryPlan() async throws {
        for ratedShare in [0.0, 0.05] {
            // Given a catalog with no ratings, or one in twenty rated
            let restaurants = Self.restaurants(ratedShare: ratedShare)
            let (database, _) = try makeCatalogDatabase()
            try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }
            let plans = [
                ("default thresholds", SQLiteRestaurantCatalog(database: database)),
                ("box counted, rating order walked", SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: 0, denseBoxThreshold: 10)),
                ("box read", SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: 0, denseBoxThreshold: .max)),
            ]
            for radius in [300.0, 2_000, 10_000] {
                for limit in [5, 20, 60] {
                    let query = NearbyQuery(center: Self.center, radius: radius, limit: limit)
                    let expected = Self.bruteForce(query, restaurants)
                    for (plan, catalog) in plans {
                        // When each plan answers, then it answers as the brute force ranks
                        let hits = try await catalog.nearby(query, now: Date())
                        XCTAssertEqual(hits.map(\.placeID), expected, "\(plan), rated \(ratedShare), r=\(radius), limit \(limit)")
                    }
                }
            }
            XCTAssertTrue(Self.bruteForce(NearbyQuery(center: Self.center, radius: 10_000), restaurants).count == 60)
        }
    }

    // MARK: - Helpers

    static let center = GeoPoint(latitude: 38.72, longitude: -9.14)

    /// 1 500 restaurants spread over 6 km around Lisbon (seeded), `ratedShare` of them rated.
    static func restaurants(ratedShare: Double) -> [CatalogRestaurant] {
        var random = SeededRandomNumberGenerator(seed: 32)
        return (0..<1_500).map { index in
            let key = "unrated:\(index)"
            let rated = random.unit() < ratedShare
            let point = GeoPoint(latitude: center.latitude + (random.unit() - 0.5) * 0.1, longitude: center.longitude + (random.unit() - 0.5) * 0.12)
            return CatalogRestaurant(
                placeID: PlaceIdentifier.placeID(forSourceKey: key), sourceKey: key, source: .openStreetMap, name: "R\(index)", location: point,
                rating: rated ? Double(random.int(in: 10...50)) / 10 : nil, ratingsTotal: rated ? random.int(in: 1...300) : 0
            )
        }
    }

    /// Every restaurant within the radius: by score, then count, then distance (the unrated, with no
    /// score, nearest first after all the rated).
    private static func bruteForce(_ query: NearbyQuery, _ restaurants: [CatalogRestaurant]) -> [String] {
        restaurants
            .map { (restaurant: $0, distance: query.center.distance(to: $0.location), score: RatingRule.score(rating: $0.rating, count: $0.ratingsTotal) ?? 0) }
            .filter { $0.distance <= query.radius ?? 0 }
            .sorted { lhs, rhs in
                if lhs.score != rhs.score { return lhs.score > rhs.score }
                if lhs.restaurant.ratingsTotal != rhs.restaurant.ratingsTotal { return lhs.restaurant.ratingsTotal > rhs.restaurant.ratingsTotal }
                return lhs.distance < rhs.distance
            }
            .prefix(query.limit)
            .map(\.restaurant.placeID)
    }
}

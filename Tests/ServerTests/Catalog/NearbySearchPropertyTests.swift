@testable import CatalogDomain
@testable import CatalogSQLite
@testable import DemoCatalog
import FoodybiteServer
import Foundation
@testable import ServerStorage
import XCTest

/// Nearby search must find exactly what a brute-force great-circle filter finds, whatever the catalog:
/// random catalogs (seeded, so failures reproduce) in ordinary places, across the antimeridian and
/// around both poles.
final class NearbySearchPropertyTests: XCTestCase {
    private struct Region {
        let name: String
        let center: GeoPoint
        /// Degrees of latitude the points spread over on each side.
        let spread: Double
    }

    private static let regions = [
        Region(name: "Lisbon", center: GeoPoint(latitude: 38.72, longitude: -9.14), spread: 0.3),
        Region(name: "Fiji, across the antimeridian", center: GeoPoint(latitude: -17.0, longitude: 179.98), spread: 0.3),
        Region(name: "equator, across the antimeridian", center: GeoPoint(latitude: 0, longitude: -179.9), spread: 0.5),
        Region(name: "north pole", center: GeoPoint(latitude: 89.9, longitude: 0), spread: 0.3),
        Region(name: "south pole", center: GeoPoint(latitude: -89.8, longitude: 100), spread: 0.4),
        Region(name: "wide, mid latitudes", center: GeoPoint(latitude: 60, longitude: 25), spread: 0.6),
    ]

    func test_nearby_findsExactlyWhatABruteForceHaversineFilterFinds() async throws {
        var random = SeededRandomNumberGenerator(seed: 20_250_611)
        for region in Self.regions {
            for _ in 0..<3 {
                let points = makePoints(around: region, count: 250, random: &random)
                let (catalog, _) = try await makeCatalog(points)
                for _ in 0..<12 {
                    let center = randomPoint(around: region, random: &random)
                    let radius = exp(log(20.0) + random.unit() * (log(NearbyQuery.maximumRadius) - log(20.0)))

                    let hits = try await catalog.nearby(NearbyQuery(center: center, radius: radius, ranking: .distance, limit: .max), now: Date())

                    let expected = points.filter { Self.haversine(center, $0.location) <= radius }
                    let ambiguous = Set(points.filter { abs(Self.haversine(center, $0.location) - radius) < 1e-6 }.map(\.placeID))
                    XCTAssertEqual(
                        Set(hits.map(\.placeID)).subtracting(ambiguous), Set(expected.map(\.placeID)).subtracting(ambiguous),
                        "\(region.name): \(center) within \(radius) m"
                    )
                    XCTAssertEqual(hits.map(\.distance), hits.map(\.distance).sorted(), "nearest first")
                }
            }
        }
    }

    func test_nearby_returnsTheSameFirstSixtyAsABruteForceRanking() async throws {
        var random = SeededRandomNumberGenerator(seed: 7)
        for region in Self.regions {
            let points = makePoints(around: region, count: 400, random: &random)
            let (catalog, database) = try await makeCatalog(points)
            // The plans of a search by rating: every restaurant of the R*Tree's box, the prominence index
            // read in rating order, and its first entries only (as many as the catalog holds, or too few).
            let throughRatingOrder = SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: 0, denseBoxThreshold: 0)
            let throughTrials = [400, 30].map { SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: $0, denseBoxThreshold: .max) }
            for _ in 0..<6 {
                let center = randomPoint(around: region, random: &random)
                let radius = 2_000 + random.unit() * 40_000

                let byDistance = try await catalog.nearby(NearbyQuery(center: center, radius: nil, ranking: .distance), now: Date())
                let byProminence = try await catalog.nearby(NearbyQuery(center: center, radius: radius), now: Date())
                let byProminenceInRatingOrder = try await throughRatingOrder.nearby(NearbyQuery(center: center, radius: radius), now: Date())
                var byProminenceThroughTrials: [[NearbyHit]] = []
                for catalog in throughTrials {
                    byProminenceThroughTrials.append(try await catalog.nearby(NearbyQuery(center: center, radius: radius), now: Date()))
                }

                let reachable = points.map { ($0, Self.haversine(center, $0.location)) }
                let nearest = reachable.filter { $0.1 <= NearbyQuery.maximumRadius }.sorted { ($0.1, $0.0.placeID) < ($1.1, $1.0.placeID) }.prefix(60)
                XCTAssertEqual(byDistance.map(\.placeID), nearest.map(\.0.placeID), "\(region.name): nearest 60 from \(center)")
                let best = reachable.filter { $0.1 <= radius }.sorted { lhs, rhs in
                    let left = RatingRule.score(rating: lhs.0.rating, count: lhs.0.ratingsTotal) ?? 0
                    let right = RatingRule.score(rating: rhs.0.rating, count: rhs.0.ratingsTotal) ?? 0
                    if left != right { return left > right }
                    if lhs.0.ratingsTotal != rhs.0.ratingsTotal { return lhs.0.ratingsTotal > rhs.0.ratingsTotal }
                    return (lhs.1, lhs.0.placeID) < (rhs.1, rhs.0.placeID)
                }.prefix(60)
                XCTAssertEqual(byProminence.map(\.placeID), best.map(\.0.placeID), "\(region.name): best 60 within \(radius) m of \(center)")
                XCTAssertEqual(byProminenceInRatingOrder.map(\.placeID), best.map(\.0.placeID), "\(region.name), in rating order: within \(radius) m of \(center)")
                for hits in byProminenceThroughTrials {
                    XCTAssertEqual(hits.map(\.placeID), best.map(\.0.placeID), "\(region.name), first in rating order: within \(radius) m of \(center)")
                }
            }
        }
    }

    func test_nearby_breaksRatingTiesByDistanceAcrossThePageBoundary() async throws {
        var random = SeededRandomNumberGenerator(seed: 11)
        let region = Self.regions[0]
        // Three ratings and two counts: large groups of equally rated restaurants straddle the 60th place.
        let points = makePoints(around: region, count: 500, random: &random).map { restaurant in
            var tied = restaurant
            tied.rating = [3.0, 4.0, 5.0][random.int(below: 3)]
            tied.ratingsTotal = [10, 20][random.int(below: 2)]
            return tied
        }
        let (database, _) = try makeCatalogDatabase()
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(points), in: db) }
        for _ in 0..<10 {
            let center = randomPoint(around: region, random: &random)
            let radius = 5_000 + random.unit() * 30_000
            let plans = [
                SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: 0, denseBoxThreshold: .max),
                SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: 0, denseBoxThreshold: 0),
                SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: .max, denseBoxThreshold: .max),
            ]

            for catalog in plans {
            let hits = try await catalog.nearby(NearbyQuery(center: center, radius: radius), now: Date())

            let expected = points.map { ($0, Self.haversine(center, $0.location)) }.filter { $0.1 <= radius }.sorted { lhs, rhs in
                let left = RatingRule.score(rating: lhs.0.rating, count: lhs.0.ratingsTotal) ?? 0
                let right = RatingRule.score(rating: rhs.0.rating, count: rhs.0.ratingsTotal) ?? 0
                if left != right { return left > right }
                if lhs.0.ratingsTotal != rhs.0.ratingsTotal { return lhs.0.ratingsTotal > rhs.0.ratingsTotal }
                return lhs.1 < rhs.1
            }.prefix(60)
            XCTAssertEqual(hits.map(\.placeID), expected.map(\.0.placeID), "within \(radius) m of \(center)")
            }
        }
    }

    // MARK: - Helpers

    private func makeCatalog(_ restaurants: [CatalogRestaurant]) async throws -> (SQLiteRestaurantCatalog, ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        try await database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }
        return (SQLiteRestaurantCatalog(database: database, ratingOrderTrialRows: 0, denseBoxThreshold: .max), database)
    }

    private func makePoints(around region: Region, count: Int, random: inout SeededRandomNumberGenerator) -> [CatalogRestaurant] {
        (0..<count).map { index in
            let key = "property:\(region.name):\(random.next()):\(index)"
            let rated = random.chance(0.8)
            return CatalogRestaurant(
                placeID: PlaceIdentifier.placeID(forSourceKey: key), sourceKey: key, source: .demo, name: "R\(index)",
                location: randomPoint(around: region, random: &random),
                rating: rated ? Double(random.int(in: 10...50)) / 10 : nil, ratingsTotal: rated ? random.int(in: 1...500) : 0
            )
        }
    }

    /// Uniform in latitude around the region (reflected over a pole); longitudes spread as far as the same distance allows,
    /// everywhere near a pole, and wrapped across the antimeridian.
    private func randomPoint(around region: Region, random: inout SeededRandomNumberGenerator) -> GeoPoint {
        // Reflected over a pole rather than clamped, so no two points share the pole itself.
        var latitude = region.center.latitude + (random.unit() * 2 - 1) * region.spread
        if latitude > 90 { latitude = 180 - latitude }
        if latitude < -90 { latitude = -180 - latitude }
        let scale = cos(region.center.latitude * Double.pi / 180)
        let longitudeSpread = scale < 0.02 ? 180 : min(180, region.spread / scale)
        var longitude = region.center.longitude + (random.unit() * 2 - 1) * longitudeSpread
        if longitude > 180 { longitude -= 360 }
        if longitude < -180 { longitude += 360 }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// The reference: the haversine formula written out again, independently of the catalog's.
    private static func haversine(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        let toRadians = Double.pi / 180
        let phi1 = a.latitude * toRadians, phi2 = b.latitude * toRadians
        let dPhi = phi2 - phi1, dLambda = (b.longitude - a.longitude) * toRadians
        let h = pow(sin(dPhi / 2), 2) + cos(phi1) * cos(phi2) * pow(sin(dLambda / 2), 2)
        return 2 * 6_371_008.8 * atan2(sqrt(h), sqrt(1 - h))
    }
}

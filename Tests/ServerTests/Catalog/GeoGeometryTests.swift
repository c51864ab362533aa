@testable import CatalogDomain
import FoodybiteServer
import XCTest

final class GeoGeometryTests: XCTestCase {
    func test_distance_measuresGreatCircleDistancesInMetres() {
        let lisbon = GeoPoint(latitude: 38.7223, longitude: -9.1393)
        let porto = GeoPoint(latitude: 41.1579, longitude: -8.6291)

        XCTAssertEqual(lisbon.distance(to: porto), 274_000, accuracy: 1_500)
        XCTAssertEqual(lisbon.distance(to: lisbon), 0)
        XCTAssertEqual(GeoPoint(latitude: 0, longitude: 0).distance(to: GeoPoint(latitude: 1, longitude: 0)), 111_195, accuracy: 1)
        XCTAssertEqual(GeoPoint(latitude: 0, longitude: 179.5).distance(to: GeoPoint(latitude: 0, longitude: -179.5)), 111_195, accuracy: 1)
        XCTAssertEqual(GeoPoint(latitude: 90, longitude: 0).distance(to: GeoPoint(latitude: 90, longitude: 120)), 0, accuracy: 1e-6)
    }

    func test_covering_givesOneBoxThatContainsTheCircle() {
        let center = GeoPoint(latitude: 38.7, longitude: -9.1)

        let boxes = GeoBoundingBox.covering(center: center, radius: 10_000)

        XCTAssertEqual(boxes.count, 1)
        for bearing in stride(from: 0.0, to: 360, by: 15) {
            XCTAssertTrue(boxes[0].contains(destination(from: center, metres: 9_999, bearing: bearing)), "bearing \(bearing)")
        }
        XCTAssertFalse(boxes[0].contains(GeoPoint(latitude: 38.9, longitude: -9.1)))
    }

    func test_covering_splitsACircleThatCrossesTheAntimeridian() {
        let center = GeoPoint(latitude: -17, longitude: 179.95)

        let boxes = GeoBoundingBox.covering(center: center, radius: 20_000)

        XCTAssertEqual(boxes.count, 2)
        XCTAssertTrue(boxes.contains { $0.maxLongitude == 180 && $0.minLongitude < 179.95 })
        XCTAssertTrue(boxes.contains { $0.minLongitude == -180 && $0.maxLongitude > -180 })
        XCTAssertTrue(boxes.contains { $0.contains(GeoPoint(latitude: -17, longitude: -179.9)) })
    }

    func test_covering_takesEveryLongitudeWhenTheCircleReachesAPole() {
        let north = GeoBoundingBox.covering(center: GeoPoint(latitude: 89.95, longitude: 10), radius: 10_000)
        let south = GeoBoundingBox.covering(center: GeoPoint(latitude: -90, longitude: 0), radius: 1)

        XCTAssertEqual(north.count, 1)
        XCTAssertEqual(north[0].maxLatitude, 90)
        XCTAssertEqual([north[0].minLongitude, north[0].maxLongitude], [-180, 180])
        XCTAssertEqual(south[0].minLatitude, -90)
        XCTAssertEqual([south[0].minLongitude, south[0].maxLongitude], [-180, 180])
    }

    // MARK: - Helpers

    private func destination(from origin: GeoPoint, metres: Double, bearing degrees: Double) -> GeoPoint {
        let delta = metres / GeoPoint.earthRadius, theta = degrees * Double.pi / 180
        let phi1 = origin.latitude * Double.pi / 180, lambda1 = origin.longitude * Double.pi / 180
        let phi2 = asin(sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(theta))
        let lambda2 = lambda1 + atan2(sin(theta) * sin(delta) * cos(phi1), cos(delta) - sin(phi1) * sin(phi2))
        return GeoPoint(latitude: phi2 * 180 / Double.pi, longitude: lambda2 * 180 / Double.pi)
    }
}

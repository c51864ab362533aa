import CatalogDomain
@testable import CatalogImport
import XCTest

final class OutlineCentroidTests: XCTestCase {
    func test_centroid_weighsAnLShapedBuildingByAreaNotByItsCorners() throws {
        // A 2×2 square with a 1×1 corner cut out: three unit squares, centred at (0.5, 0.5), (1.5, 0.5), (0.5, 1.5).
        let ring = [(0.0, 0.0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2), (0, 0)].map { GeoPoint(latitude: $0.1 + 47, longitude: $0.0 + 9) }

        let centroid = try XCTUnwrap(OutlineCentroid.centroid(of: [ring]))

        XCTAssertEqual(centroid.longitude, 9 + 2.5 / 3, accuracy: 1e-9)
        XCTAssertEqual(centroid.latitude, 47 + 2.5 / 3, accuracy: 1e-9)
    }

    func test_centroid_ofSeveralRingsWeighsEachByItsAreaWhateverItsWinding() throws {
        let small = [(0.0, 0.0), (0, 1), (1, 1), (1, 0), (0, 0)].map { GeoPoint(latitude: $0.1, longitude: $0.0) }
        let large = [(10.0, 0.0), (13, 0), (13, 3), (10, 3), (10, 0)].map { GeoPoint(latitude: $0.1, longitude: $0.0) }

        let centroid = try XCTUnwrap(OutlineCentroid.centroid(of: [small, large]))

        XCTAssertEqual(centroid.longitude, (0.5 * 1 + 11.5 * 9) / 10, accuracy: 1e-9)
        XCTAssertEqual(centroid.latitude, (0.5 * 1 + 1.5 * 9) / 10, accuracy: 1e-9)
    }

    func test_rings_joinsTheStretchesOfARingTurningThemRoundWhereNeededAndKeepsWhatCannotClose() {
        let rings = OutlineRings.rings(joining: [[1, 2, 3], [5, 6], [1, 4, 3], [7, 8, 9, 7]])

        XCTAssertEqual(rings, [[1, 2, 3, 4, 1], [5, 6], [7, 8, 9, 7]])
    }

    func test_centroid_ofASquareDrawnAsTwoStretchesIsItsCentreOnceJoined() throws {
        let point = { (x: Double, y: Double) in GeoPoint(latitude: 47 + y, longitude: 9 + x) }
        let stretches = [[point(0, 0), point(2, 0), point(2, 2)], [point(0, 0), point(0, 1.9), point(0, 2), point(2, 2)]]

        let centroid = try XCTUnwrap(OutlineCentroid.centroid(of: OutlineRings.rings(joining: stretches)))

        XCTAssertEqual(centroid.latitude, 48, accuracy: 1e-9)
        XCTAssertEqual(centroid.longitude, 10, accuracy: 1e-9)
    }

    func test_centroid_ofAnOpenWayIsTheMeanOfItsPointsAndOfNothingIsNil() {
        let open = [GeoPoint(latitude: 47, longitude: 9), GeoPoint(latitude: 47.2, longitude: 9.4)]

        XCTAssertEqual(OutlineCentroid.centroid(of: [open]), GeoPoint(latitude: 47.1, longitude: 9.2))
        XCTAssertNil(OutlineCentroid.centroid(of: [[]]))
    }
}

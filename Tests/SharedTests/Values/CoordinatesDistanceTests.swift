import Foundation
import Shared
import XCTest

final class CoordinatesDistanceTests: XCTestCase {
    func test_distance_isZeroFromAPlaceToItself() {
        XCTAssertEqual(lisbon.distance(to: lisbon), 0)
    }

    func test_distance_measuresLisbonToPortoAlongTheSurface() {
        XCTAssertEqual(lisbon.distance(to: porto), 274_000, accuracy: 1_500)
    }

    func test_distance_isTheSameBothWays() {
        let copenhagen = Coordinates(latitude: 55.676, longitude: 12.568), sydney = Coordinates(latitude: -33.86, longitude: 151.21)

        XCTAssertEqual(copenhagen.distance(to: sydney), sydney.distance(to: copenhagen), accuracy: 1e-6)
    }

    func test_distance_measuresOneDegreeOfLatitudeAsAbout111Kilometres() {
        XCTAssertEqual(Coordinates(latitude: 0, longitude: 0).distance(to: Coordinates(latitude: 1, longitude: 0)), 111_195, accuracy: 1)
    }

    func test_distance_crossesTheAntimeridianTheShortWay() {
        let west = Coordinates(latitude: 0, longitude: 179.9), east = Coordinates(latitude: 0, longitude: -179.9)

        XCTAssertEqual(west.distance(to: east), 22_239, accuracy: 1)
    }

    func test_distance_isHalfTheEarthsCircumferenceToTheAntipode() {
        let metres = Coordinates(latitude: 0, longitude: 0).distance(to: Coordinates(latitude: 0, longitude: 180))

        XCTAssertEqual(metres, Double.pi * Coordinates.earthRadius, accuracy: 1)
        XCTAssertEqual(Coordinates.earthRadius, 6_371_008.8, "the mean Earth radius (IUGG), as the server's catalog measures with")
    }

    // MARK: - Helpers

    private let lisbon = Coordinates(latitude: 38.7223, longitude: -9.1393)
    private let porto = Coordinates(latitude: 41.1579, longitude: -8.6291)
}

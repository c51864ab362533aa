import Foundation
import NearbyFeature
import Shared
import XCTest

final class GreatCircleDistanceTests: XCTestCase {
    func test_distance_isZeroFromAPlaceToItself() {
        XCTAssertEqual(GreatCircleDistance().distance(from: lisbon, to: lisbon), 0)
    }

    func test_distance_measuresLisbonToPortoAlongTheSurface() {
        let metres = GreatCircleDistance().distance(from: lisbon, to: porto)

        XCTAssertEqual(metres, 274_000, accuracy: 2_000)
    }

    func test_distance_isTheSameBothWays() {
        let sut = GreatCircleDistance()

        XCTAssertEqual(sut.distance(from: lisbon, to: porto), sut.distance(from: porto, to: lisbon), accuracy: 1e-6)
    }

    func test_distance_measuresOneDegreeOfLatitudeAsAbout111Kilometres() {
        let metres = GreatCircleDistance().distance(from: Coordinates(latitude: 0, longitude: 0), to: Coordinates(latitude: 1, longitude: 0))

        XCTAssertEqual(metres, 111_195, accuracy: 10)
    }

    func test_distance_crossesTheAntimeridianTheShortWay() {
        let west = Coordinates(latitude: 0, longitude: 179.5), east = Coordinates(latitude: 0, longitude: -179.5)

        XCTAssertEqual(GreatCircleDistance().distance(from: west, to: east), 111_195, accuracy: 10)
    }

    func test_distance_isHalfTheEarthsCircumferenceToTheAntipode() {
        let metres = GreatCircleDistance().distance(from: Coordinates(latitude: 0, longitude: 0), to: Coordinates(latitude: 0, longitude: 180))

        XCTAssertEqual(metres, Double.pi * 6_371_008.8, accuracy: 1)
    }

    // MARK: - Helpers

    private let lisbon = Coordinates(latitude: 38.7223, longitude: -9.1393)
    private let porto = Coordinates(latitude: 41.1579, longitude: -8.6291)
}

import Foundation
import NearbyFeature
import Shared
import XCTest

final class GreatCircleDistanceTests: XCTestCase {
    func test_distance_isTheCoordinatesGreatCircleDistance() {
        let lisbon = Coordinates(latitude: 38.7223, longitude: -9.1393), porto = Coordinates(latitude: 41.1579, longitude: -8.6291)

        XCTAssertEqual(GreatCircleDistance().distance(from: lisbon, to: porto), lisbon.distance(to: porto))
        XCTAssertEqual(GreatCircleDistance().distance(from: porto, to: porto), 0)
    }
}

@testable import FoodybiteApp
import LocationFeature
import Shared
import XCTest

final class DistanceSolverAdapterTests: XCTestCase {
    func test_distance_measuresWithTheLocationFeaturesSolver() {
        let lisbon = Coordinates(latitude: 38.7223, longitude: -9.1393)
        let porto = Coordinates(latitude: 41.1579, longitude: -8.6291)
        let sut = DistanceSolverAdapter()

        XCTAssertEqual(sut.distance(from: lisbon, to: porto), DistanceSolver.distance(from: lisbon, to: porto))
        XCTAssertEqual(sut.distance(from: porto, to: lisbon), DistanceSolver.distance(from: porto, to: lisbon))
    }

    func test_distance_isZeroFromAPointToItself() {
        let point = Coordinates(latitude: 38.7223, longitude: -9.1393)

        XCTAssertEqual(DistanceSolverAdapter().distance(from: point, to: point), 0)
    }
}

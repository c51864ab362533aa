@testable import FoodybiteApp
import XCTest

final class HomeMenuTests: XCTestCase {
    func test_route_mapsEachAnswerToItsPlace() {
        let cases: [(String?, HomeRoute?)] = [
            ("n", .nearby), ("", .nearby), (" S ", .search), ("p", .preferences), ("account", .account),
            ("q", .quit), ("exit", .quit), (nil, .quit), ("x", nil), ("42", nil),
        ]
        for (answer, route) in cases {
            XCTAssertEqual(HomeMenu.route(for: answer), route, "\(answer ?? "end of input")")
        }
    }
}

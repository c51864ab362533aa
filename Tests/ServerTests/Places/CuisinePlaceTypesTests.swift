@testable import Catalog
import XCTest

final class CuisinePlaceTypesTests: XCTestCase {
    func test_types_areGooglesTypesOfTheCuisinesFromTheFoodVocabularyEachOnceInOrder() {
        let types = CuisinePlaceTypes.types(for: ["burger", "portuguese", "afghan", "afghani", "ice_cream", "pizza"])

        XCTAssertEqual(types, ["hamburger_restaurant", "afghani_restaurant", "ice_cream_shop", "pizza_restaurant"])
    }
}

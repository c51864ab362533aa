@testable import CatalogImport
import XCTest

final class OSMCuisineTests: XCTestCase {
    func test_cuisines_splitsOnSemicolonsAndCommasAndNormalisesEachValueOnce() {
        let cases: [(tag: String, expected: [String])] = [
            ("pizza,_kebab", ["pizza", "kebab"]),
            ("regional;smørrebrød", ["regional", "smørrebrød"]),
            (" Italian ; Pizza;pizza ", ["italian", "pizza"]),
            ("fish and chips,fish_and_chips", ["fish_and_chips"]),
            ("burger;;,", ["burger"]),
            ("", []),
        ]
        for (tag, expected) in cases {
            XCTAssertEqual(OSMRestaurantMapper.cuisines(tag), expected, tag)
        }
    }
}

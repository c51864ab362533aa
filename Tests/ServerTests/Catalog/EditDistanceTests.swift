@testable import CatalogDomain
import XCTest

final class EditDistanceTests: XCTestCase {
    func test_between_countsInsertionsDeletionsSubstitutionsAndSwapsOfNeighbours() {
        let cases: [(String, String, Int?)] = [
            ("piza", "pizza", 1), ("pizzza", "pizza", 1), ("pezza", "pizza", 1), ("ipzza", "pizza", 1), ("sushy", "sushi", 1),
            ("tascca", "tasca", 1), ("restaurnt", "restaurant", 1), ("resturnt", "restaurant", 2), ("pizza", "pizza", 0),
            ("plov", "плов", nil), ("sushi", "sashimi", nil), ("", "abc", nil), ("ab", "", 2),
        ]
        for (lhs, rhs, expected) in cases {
            XCTAssertEqual(EditDistance.between(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars), limit: 2), expected, "\(lhs) → \(rhs)")
        }
    }

    func test_between_isNilBeyondTheLimit() {
        XCTAssertNil(EditDistance.between(Array("resturnt".unicodeScalars), Array("restaurant".unicodeScalars), limit: 1))
        XCTAssertEqual(EditDistance.between(Array("piza".unicodeScalars), Array("pizza".unicodeScalars), limit: 1), 1)
    }
}

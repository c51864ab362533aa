@testable import CatalogSQLite
@testable import FoodybiteServer
import XCTest

final class CatalogJSONListTests: XCTestCase {
    func test_encodeJSONList_isDecodedBackToTheSameTextsWhenGivenTextsThatNeedEscaping() {
        let texts = ["Tasca \"do\" Chico", "back\\slash", "line\nbreak", "\u{1F}", "Smørrebrød", "🍣", "", "a/b"]

        let decoded = CatalogWriter.decodeJSONList(CatalogWriter.encodeJSONList(texts))

        XCTAssertEqual(decoded, texts)
    }
}

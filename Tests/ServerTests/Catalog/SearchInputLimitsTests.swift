import CatalogDomain
@testable import CatalogImport
@testable import FoodybiteServer
import Foundation
import XCTest

final class SearchInputLimitsTests: XCTestCase {
    func test_words_keepsAFewDistinctBoundedWordsSoNoQueryGrowsWithoutEnd() {
        let words = CatalogSearchPattern.words(in: Array(repeating: "ta", count: 2_000).joined(separator: " ") + " " + String(repeating: "x", count: 500))

        XCTAssertEqual(words.count, 2)
        XCTAssertEqual(words.first, "ta")
        XCTAssertEqual(words.last?.count, CatalogSearchPattern.maximumWordLength)
        XCTAssertLessThanOrEqual(CatalogSearchPattern.words(in: (1...50).map { "w\($0)" }.joined(separator: " ")).count, CatalogSearchPattern.maximumWords)
    }

    func test_importedText_dropsControlAndBidiCharactersAndCapsTheLength() {
        XCTAssertEqual(ImportedText.clean(" Caf\u{E9}\u{1B}[2J\u{202E}\u{0}Lux\n "), "Café[2JLux")
        XCTAssertNil(ImportedText.clean("\u{7}\u{202E}"))
        XCTAssertEqual(ImportedText.clean(String(repeating: "a", count: 2_000))?.count, ImportedText.maximumLength)
    }
}

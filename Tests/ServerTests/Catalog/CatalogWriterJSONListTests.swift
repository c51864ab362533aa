@testable import CatalogSQLite
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import XCTest

final class CatalogWriterJSONListTests: XCTestCase {
    func test_decodeJSONList_readsWhatJSONDecoderReadsForWrittenAndMalformedLists() {
        // Given lists as the catalog writes them (escapes, HTML, non-Latin text) and texts that are no list of strings
        var random = SeededRandomNumberGenerator(seed: 194)
        let pieces = ["<a href=\"https://x.example/u/1\">Ana</a>", "\"", "\\", "\n", "\u{1}", "/", "é", "Пельмени", "🍣", "", " "]
        let written = (0..<300).map { _ in
            CatalogWriter.encodeJSONList((0..<random.int(in: 0...3)).map { _ in (0..<random.int(in: 0...4)).map { _ in random.pick(pieces) }.joined() })
        }
        let malformed = ["", "[", "[\"a\"", "[1]", "[\"a\",null]", "{\"a\":1}", "\"a\"", " [\"a\"] ", "[\"a\"] x", "[\"\\u00e9\\/\"]",
                         "[\"\\ud83c\\udf63\"]", "[\"\\x\"]", "[\"a\",]", "null", "[[\"a\"]]"]

        for text in written + malformed {
            // When
            let list = CatalogWriter.decodeJSONList(text)

            // Then
            XCTAssertEqual(list, (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? [], text)
        }
    }
}

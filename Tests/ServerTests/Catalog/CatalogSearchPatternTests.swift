import CatalogDomain
@testable import FoodybiteServer
import XCTest

/// The full-text index has prefix indexes up to five characters: a search within a range of row ids
/// asks for at most that much of each word (case is left to the index), and says when its matches must
/// be checked on their texts.
final class CatalogSearchPatternTests: XCTestCase {
    func test_indexedPrefixPattern_cutsLongerWordsToTheIndexedPrefixAndSaysSo() throws {
        let cut = try XCTUnwrap(CatalogSearchPattern.indexedPrefixPattern(for: "Pizzeria Sol", columns: ["name"]))

        XCTAssertEqual(cut.pattern, #"{name} : ("Pizze"* AND "Sol"*)"#)
        XCTAssertFalse(cut.isExact)
    }

    func test_indexedPrefixPattern_countsCharactersNotBytesAndKeepsEachCutWordOnce() throws {
        let cyrillic = try XCTUnwrap(CatalogSearchPattern.indexedPrefixPattern(for: "Ресторан"))
        let twice = try XCTUnwrap(CatalogSearchPattern.indexedPrefixPattern(for: "burger burgers"))

        XCTAssertEqual(cyrillic.pattern, #""Ресто"*"#)
        XCTAssertEqual(twice.pattern, #""burge"*"#)
    }

    func test_indexedPrefixPattern_isThePrefixPatternItselfWhenEveryWordIsShortEnough() throws {
        let exact = try XCTUnwrap(CatalogSearchPattern.indexedPrefixPattern(for: "Tasca do Zé", columns: ["name"]))

        XCTAssertEqual(exact.pattern, CatalogSearchPattern.prefixPattern(for: "Tasca do Zé", columns: ["name"]))
        XCTAssertTrue(exact.isExact)
        XCTAssertNil(CatalogSearchPattern.indexedPrefixPattern(for: " - "))
    }

    func test_indexedPrefixPattern_namesTheCompletionsOfLongWordsWholeUpToTheirLimitAndCutsTheRest() throws {
        // Given the index's completions of three long words, the last two more than the limit leaves
        let completions = [
            "pizzeria": ["pizzeria", "pizzerias"],
            "marisqueira": (0..<(CatalogSearchPattern.maximumCompletions - 1)).map { "marisqueira\($0)" },
            "cantinho": ["cantinho"],
        ]

        // When patterns are made of them
        let named = try XCTUnwrap(CatalogSearchPattern.indexedPrefixPattern(for: "pizzeria Sol", columns: ["name"], completions: completions))
        let overLimit = try XCTUnwrap(CatalogSearchPattern.indexedPrefixPattern(for: "pizzeria marisqueira cantinho", completions: completions))

        // Then completed words stand for their completions and need no check; past the limit, words are cut
        XCTAssertEqual(named.pattern, #"{name} : (("pizzeria" OR "pizzerias") AND "Sol"*)"#)
        XCTAssertTrue(named.isExact)
        XCTAssertEqual(overLimit.pattern, #"("pizzeria" OR "pizzerias") AND "maris"* AND ("cantinho")"#)
        XCTAssertFalse(overLimit.isExact)
    }
}

import CatalogDomain
@testable import FoodybiteServer
import XCTest

/// Where a typed word matches a restaurant's name, as autocomplete's `matched_substrings` report it:
/// ignoring case and accents, at the start of a word, in UTF-16 offsets of the original text.
final class FoldedTextTests: XCTestCase {
    func test_wordPrefixMatch_ignoresCaseAndAccents() {
        XCTAssertEqual(match("Café Lisboa", "CAFE"), Match(offset: 0, length: 4))
        XCTAssertEqual(match("Cafe Lisboa", "café"), Match(offset: 0, length: 4))
    }

    func test_wordPrefixMatch_matchesOnlyAtTheStartOfAWord() {
        XCTAssertNil(match("Pastelaria", "tela"))
        XCTAssertEqual(match("A Tasca", "tas"), Match(offset: 2, length: 3))
    }

    func test_wordPrefixMatch_foldsLettersThatHaveNoAccentToRemove() {
        XCTAssertEqual(match("Smørrebrød Huset", "smorre"), Match(offset: 0, length: 6))
        XCTAssertEqual(match("Straßen Café", "strass"), Match(offset: 0, length: 5), "ß counts once in the original")
    }

    func test_wordPrefixMatch_givesUTF16OffsetsOfTheOriginalText() {
        XCTAssertEqual(match("🍕 Pizza Roma", "piz"), Match(offset: 3, length: 3))
    }

    func test_wordPrefixMatch_startsLookingAtTheOffsetGiven() {
        let text = FoldedText("Tasca da Tasca")

        XCTAssertEqual(text.wordPrefixMatch(of: "tasca", from: 1).map(Match.init), Match(offset: 9, length: 5))
    }

    func test_wordPrefixMatch_findsNothingForAnEmptyWordOrOneLongerThanTheText() {
        XCTAssertNil(match("Tasca", ""))
        XCTAssertNil(match("Tasca", "tascas"))
    }

    // MARK: - Helpers

    private struct Match: Equatable {
        let offset: Int
        let length: Int

        init(offset: Int, length: Int) {
            self.offset = offset
            self.length = length
        }

        init(_ found: (offset: Int, length: Int)) {
            self.init(offset: found.offset, length: found.length)
        }
    }

    private func match(_ text: String, _ word: String) -> Match? {
        FoldedText(text).wordPrefixMatch(of: word).map(Match.init)
    }
}

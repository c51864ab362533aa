@testable import Accounts
@testable import Catalog
@testable import FoodybiteServer
import Foundation
@testable import Reviews
@testable import ServerHTTP
import ServerHTTP
@testable import ServerJSON
import XCTest

final class TextRuleTests: XCTestCase {
    func test_multiline_acceptsNewlinesTabsAndAnyPrintableText() {
        for text in ["Great bacalhau.", "Line one\nLine two", "Dish\tPrice", "Ótimo! 🍷 مطعم ok", "\u{200F}مطعم\u{200E}", ""] {
            XCTAssertNil(TextRule.multiline.violation(in: text), text.debugDescription)
        }
    }

    func test_multiline_refusesOtherControlCharacters() {
        for text in ["nul\u{0}", "bell\u{7}", "return\r", "escape\u{1B}[2J", "delete\u{7F}", "c1\u{85}", "c1\u{9B}"] {
            XCTAssertNotNil(TextRule.multiline.violation(in: text), text.debugDescription)
        }
    }

    func test_multiline_refusesBidiOverridesAndIsolatesAsSingleLineDoes() {
        for scalar in Array(0x202A...0x202E) + Array(0x2066...0x2069) {
            let text = "Great\n\(Character(UnicodeScalar(scalar)!))food"

            XCTAssertEqual(
                TextRule.multiline.violation(in: text),
                "must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)",
                String(scalar, radix: 16)
            )
        }
    }

    func test_singleLine_refusesEveryControlCharacterAndBidiOverridesAndIsolates() {
        let refused = ["tab\t", "new\nline", "nul\u{0}", "\u{7F}", "\u{85}"]
            + (0x202A...0x202E).map { "name\(Character(UnicodeScalar($0)!))" }
            + (0x2066...0x2069).map { "name\(Character(UnicodeScalar($0)!))" }
        for text in refused {
            XCTAssertNotNil(TextRule.singleLine.violation(in: text), text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
    }

    func test_singleLine_acceptsOrdinaryNamesInAnyScript() {
        for text in ["Eve Example", "José Ñúñez", "محمد", "李小龙", "O'Brien-Smith", "FBabc_-123"] {
            XCTAssertNil(TextRule.singleLine.violation(in: text), text)
        }
    }

    func test_check_namesTheFieldInTheReason() {
        XCTAssertThrowsError(try TextRule.singleLine.check("Eve\u{202E}", field: "name")) { error in
            XCTAssertEqual((error as? APIError)?.status, .badRequest)
            XCTAssertTrue((error as? APIError)?.reason.contains("`name`") == true, "\(error)")
        }
    }
}

/// Length limits count Unicode scalars, as JSON Schema's `minLength` and `maxLength` (and the OpenAPI
/// document) do, not grapheme clusters.
final class FieldLengthTests: XCTestCase {
    func test_nameLength_countsUnicodeScalars() throws {
        let decomposed = "e\u{301}e\u{301}" // 2 characters as people see them, 4 scalars
        let overLong = String(repeating: "a", count: 99) + "e\u{301}" // 100 characters, 101 scalars

        XCTAssertEqual(try AccountFieldRules.validName(decomposed), decomposed)
        XCTAssertThrowsError(try AccountFieldRules.validName(overLong))
    }

    func test_passwordAndReviewLengths_countUnicodeScalars() throws {
        XCTAssertNoThrow(try AccountFieldRules.validPassword(String(repeating: "e\u{301}", count: 4)))
        let review = PostReviewRequest(
            restaurantID: String(repeating: "a", count: 511) + "e\u{301}", text: "Fine.", stars: 4, createdAt: Date(timeIntervalSince1970: 1_700_000_000)
        )
        XCTAssertThrowsError(try ReviewFieldRules.validate(review, now: Date(timeIntervalSince1970: 1_700_000_000)))
    }

    func test_placesSearchTextLength_countsUnicodeScalars() {
        let overLong = String(repeating: "a", count: 255) + "e\u{301}" // 256 characters, 257 scalars

        XCTAssertThrowsError(try AutocompleteRequest.parse(PlacesQueryParameters(["input": overLong])))
    }
}

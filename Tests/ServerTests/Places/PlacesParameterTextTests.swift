@testable import Catalog
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import XCTest

final class PlacesParameterTextTests: XCTestCase {
    func test_decoded_readsPlusAsSpaceAndPercentEscapesAsUTF8() {
        XCTAssertEqual(PlacesParameterText.decoded("tasca+do+chico"), "tasca do chico")
        XCTAssertEqual(PlacesParameterText.decoded("caf%C3%A9%20%2B1"), "café +1")
        XCTAssertEqual(PlacesParameterText.decoded("38.7223,-9.1393"), "38.7223,-9.1393")
    }

    func test_decoded_keepsTheTextWithSpacesWhenAnEscapeIsBroken() {
        XCTAssertEqual(PlacesParameterText.decoded("100%+sure"), "100% sure")
        XCTAssertEqual(PlacesParameterText.decoded("a%2"), "a%2")
    }

    func test_decoded_givesFoundationsBytesForRandomQueryText() {
        // Given
        var random = SeededRandomNumberGenerator(seed: 11)
        let pieces = ["a", "Z", "9", "+", "%", "%2", "%20", "%2B", "%e2%82%ac", "%C3", "%A9", "%ff", "%zz", "%00", "é", " ", ",", "-", "Пельмени", "\u{301}", "\u{FE0F}"]
        let texts = (0..<2_000).map { _ in (0..<random.int(in: 0...7)).map { _ in random.pick(pieces) }.joined() }

        for text in texts {
            // When
            let decoded = PlacesParameterText.decoded(Substring(text))

            // Then
            XCTAssertEqual(Array(decoded.utf8), Array(foundationDecoded(text).utf8), "for \(text.debugDescription)")
        }
    }

    func test_trimmed_givesFoundationsBytesForRandomText() {
        // Given
        var random = SeededRandomNumberGenerator(seed: 12)
        let pieces = ["a", "9", ".", " ", "\u{301}", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{2028}", "\u{3000}", "é", "Ж", "-"]
        let texts = (0..<2_000).map { _ in (0..<random.int(in: 0...6)).map { _ in random.pick(pieces) }.joined() }

        for text in texts {
            for (newlines, set) in [(false, CharacterSet.whitespaces), (true, .whitespacesAndNewlines)] {
                // When
                let trimmed = PlacesParameterText.trimmed(text, newlines: newlines)

                // Then
                XCTAssertEqual(Array(trimmed.utf8), Array(text.trimmingCharacters(in: set).utf8), "for \(text.debugDescription)")
            }
        }
    }

    // MARK: - Helpers

    /// What the parameters were read with before: Foundation's decoding of the spaced text, else the spaced text.
    private func foundationDecoded(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}

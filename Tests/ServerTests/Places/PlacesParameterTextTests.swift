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

    func test_decoded_agreesWithFoundationOnRandomQueryText() {
        var random = SeededRandomNumberGenerator(seed: 11)
        let pieces = ["a", "Z", "9", "+", "%", "%2", "%20", "%2B", "%e2%82%ac", "%C3", "%A9", "%ff", "%zz", "%00", "é", " ", ",", "-", "Пельмени"]

        for _ in 0..<2_000 {
            let text = (0..<random.int(in: 0...7)).map { _ in random.pick(pieces) }.joined()

            XCTAssertEqual(PlacesParameterText.decoded(Substring(text)), foundationDecoded(text), "for \(text.debugDescription)")
        }
    }

    func test_trimmed_agreesWithFoundationOnRandomText() {
        var random = SeededRandomNumberGenerator(seed: 12)
        let pieces = ["a", "9", ".", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{2028}", "\u{3000}", "é", "Ж", "-"]

        for _ in 0..<2_000 {
            let text = (0..<random.int(in: 0...6)).map { _ in random.pick(pieces) }.joined()

            for set in [CharacterSet.whitespaces, .whitespacesAndNewlines] {
                XCTAssertEqual(PlacesParameterText.trimmed(text, set), text.trimmingCharacters(in: set), "for \(text.debugDescription)")
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

@testable import FoodybiteServer
import Foundation
import XCTest

final class NearbyPageTokenTests: XCTestCase {
    func test_text_readsBackAsTheSamePlaceIDsForVariedIDs() {
        // Given ids with slashes, quotes, escapes and non-Latin letters, of lengths that pad base64 differently
        var random = SeededRandomNumberGenerator(seed: 3)
        let pieces = ["FB", "a", "/", "+", "\"", "\\", "é", "Пельмени", "🍣", "_", "-", "="]
        for _ in 0..<300 {
            let ids = (0..<random.int(in: 1...59)).map { index in "\(index)" + (0..<random.int(in: 0...6)).map { _ in random.pick(pieces) }.joined() }
            let token = NearbyPageToken(placeIDs: ids)

            // When
            let text = token.text

            // Then
            XCTAssertEqual(NearbyPageToken(text: text), token, text)
            XCTAssertTrue(text.hasPrefix("FBNP"), text)
            XCTAssertTrue(text.dropFirst(4).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, text)
        }
    }

    func test_initText_readsTokensWrittenByJSONEncoder() throws {
        // Given a token as earlier servers wrote it (JSONEncoder, slashes escaped, base64url without padding)
        let ids = ["FBa/b", "FB\"c\"", "FBé"]
        let base64 = try JSONEncoder().encode(NearbyPageToken(placeIDs: ids)).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")

        // When
        let token = NearbyPageToken(text: "FBNP" + base64)

        // Then
        XCTAssertEqual(token?.placeIDs, ids)
    }
}

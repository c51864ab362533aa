@testable import Catalog
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import XCTest

final class NearbyPageTokenTests: XCTestCase {
    func test_text_readsBackAsTheSameTokenForVariedIDsAndParameters() {
        // Given ids and keywords with slashes, quotes, escapes and non-Latin letters, of lengths that pad base64 differently
        var random = SeededRandomNumberGenerator(seed: 3)
        let pieces = ["FB", "a", "/", "+", "\"", "\\", "é", "Пельмени", "🍣", "_", "-", "=", " ", "&"]
        for _ in 0..<300 {
            let ids = (0..<random.int(in: 1...59)).map { index in "\(index)" + (0..<random.int(in: 0...6)).map { _ in random.pick(pieces) }.joined() }
            let keyword = (0..<random.int(in: 1...8)).map { _ in random.pick(pieces) }.joined()
            let token = NearbyPageToken(parameters: ["location": "38.7,-9.1", "radius": "5000", "keyword": keyword], shownPlaceIDs: ids)

            // When
            let text = token.text

            // Then
            XCTAssertEqual(NearbyPageToken(text: text), token, text)
            XCTAssertTrue(text.hasPrefix("FBNP"), text)
            XCTAssertTrue(text.dropFirst(4).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, text)
        }
    }

    func test_initText_refusesTokensWithoutShownIDsOrWithParametersASearchDoesNotRead() {
        // Given tokens as a client could forge them
        let forged = [
            NearbyPageToken(parameters: ["location": "38.7,-9.1", "radius": "5000"], shownPlaceIDs: []),
            NearbyPageToken(parameters: ["location": "38.7,-9.1", "radius": "5000"], shownPlaceIDs: Array(repeating: "FBx", count: 60)),
            NearbyPageToken(parameters: ["location": "38.7,-9.1", "radius": "5000", "pagetoken": "FBNP"], shownPlaceIDs: ["FBx"]),
            NearbyPageToken(parameters: ["location": "38.7,-9.1", "key": "secret"], shownPlaceIDs: ["FBx"]),
            NearbyPageToken(parameters: ["location": "38.7,-9.1", "radius": "5000"], shownPlaceIDs: [""]),
        ]

        // When
        let read = forged.map { NearbyPageToken(text: $0.text) }

        // Then
        XCTAssertEqual(read, Array(repeating: nil, count: forged.count))
    }

    func test_initText_refusesTheTokensOfEarlierServersAndText() {
        // Given a token as earlier servers wrote it (the ids still to show), and text that is no token
        let earlier = EarlierNearbyPageToken(placeIDs: ["FBa", "FBb"]).text

        // When
        let tokens = [earlier, "FBNP", "FBNP!!!!", "token"].map(NearbyPageToken.init(text:))

        // Then
        XCTAssertEqual(tokens, [nil, nil, nil, nil])
    }
}

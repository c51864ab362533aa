@testable import Catalog
@testable import FoodybiteServer
import Foundation
import XCTest

final class EarlierNearbyPageTokenTests: XCTestCase {
    func test_initText_readsTokensAsEarlierServersWroteThem() throws {
        // Given a token written by JSONEncoder (slashes escaped), base64url without padding, as earlier servers did
        let ids = ["FBa/b", "FB\"c\"", "FBé"]
        let json = try JSONEncoder().encode(["placeIDs": ids])
        let text = "FBNP" + json.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")

        // When
        let token = EarlierNearbyPageToken(text: text)

        // Then
        XCTAssertEqual(token?.placeIDs, ids)
    }

    func test_text_readsBackAsTheSameIDs() {
        // Given
        let token = EarlierNearbyPageToken(placeIDs: ["FBa", "FB/é", "FB\"q\""])

        // When
        let read = EarlierNearbyPageToken(text: token.text)

        // Then
        XCTAssertEqual(read, token)
    }

    func test_initText_refusesThisVersionsTokensAndMoreIDsThanEarlierServersLeftForLaterPages() {
        // Given
        let current = NearbyPageToken(parameters: ["location": "1,2"], shownPlaceIDs: ["FBa"]).text
        let tooMany = EarlierNearbyPageToken(placeIDs: (0..<41).map { "FB\($0)" }).text

        // When
        let tokens = [current, tooMany].map(EarlierNearbyPageToken.init(text:))

        // Then
        XCTAssertEqual(tokens, [nil, nil])
    }
}

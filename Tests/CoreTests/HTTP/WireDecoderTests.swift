import Core
import Foundation
import XCTest

final class WireDecoderTests: XCTestCase {
    private struct Stamped: Decodable {
        let createdAt: Date
    }

    func test_wire_decodesDatesWithAndWithoutFractionalSeconds() throws {
        let whole = try JSONDecoder.wire.decode(Stamped.self, from: Data(#"{"createdAt": "2023-05-07T13:17:22Z"}"#.utf8))
        let fractional = try JSONDecoder.wire.decode(Stamped.self, from: Data(#"{"createdAt": "2023-05-07T13:17:22.500Z"}"#.utf8))

        XCTAssertEqual(whole.createdAt, Date(timeIntervalSince1970: 1_683_465_442))
        XCTAssertEqual(fractional.createdAt.timeIntervalSince1970, 1_683_465_442.5, accuracy: 0.001)
    }

    func test_wire_refusesADateThatIsNotISO8601NamingTheText() {
        XCTAssertThrowsError(try JSONDecoder.wire.decode(Stamped.self, from: Data(#"{"createdAt": "07/05/2023"}"#.utf8))) { error in
            guard case let .dataCorrupted(context)? = error as? DecodingError else {
                return XCTFail("Expected dataCorrupted, got \(error)")
            }
            XCTAssertEqual(context.debugDescription, "'07/05/2023' is not an ISO 8601 date")
        }
    }

    func test_wire_encodesDatesAsWholeSecondsWithSortedKeys() throws {
        struct Body: Encodable {
            let text: String
            let createdAt: Date
        }

        let data = try JSONEncoder.wire.encode(Body(text: "Lovely", createdAt: Date(timeIntervalSince1970: 1_683_465_442)))

        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"createdAt":"2023-05-07T13:17:22Z","text":"Lovely"}"#)
    }
}

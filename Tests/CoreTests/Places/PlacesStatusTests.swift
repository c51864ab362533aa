import Core
import Foundation
import Shared
import XCTest

final class PlacesStatusTests: XCTestCase {
    func test_check_passesOKAndZeroResultsAndNotFound() throws {
        XCTAssertEqual(try PlacesStatus.check("OK", errorMessage: nil), .ok)
        XCTAssertEqual(try PlacesStatus.check("ZERO_RESULTS", errorMessage: nil), .zeroResults)
        XCTAssertEqual(try PlacesStatus.check("NOT_FOUND", errorMessage: nil), .notFound)
    }

    func test_check_throwsTheMatchingErrorWithItsMessage() {
        let cases: [(String, PlacesError)] = [
            ("REQUEST_DENIED", .requestDenied("m")), ("INVALID_REQUEST", .invalidRequest("m")),
            ("OVER_QUERY_LIMIT", .overQueryLimit("m")), ("UNKNOWN_ERROR", .unknownError("m")), ("NEW_THING", .unexpectedStatus("NEW_THING")),
        ]
        for (status, expected) in cases {
            XCTAssertThrowsError(try PlacesStatus.check(status, errorMessage: "m")) { error in
                XCTAssertEqual(error as? PlacesError, expected)
            }
        }
    }

    func test_apiKey_isNeverShownInItsDescription() {
        let key = PlacesAPIKey("SECRET-KEY")

        XCTAssertFalse(String(describing: key).contains("SECRET"))
        XCTAssertEqual(key?.queryItem, URLQueryItem(name: "key", value: "SECRET-KEY"))
        XCTAssertNil(PlacesAPIKey("  "))
    }

    func test_apiKey_dropsTheWhiteSpaceAroundAPastedKey() {
        XCTAssertEqual(PlacesAPIKey(" \tSECRET-KEY\n")?.value, "SECRET-KEY")
    }
}

final class LossyArrayTests: XCTestCase {
    func test_decode_keepsTheElementsThatDecode() throws {
        let array = try JSONDecoder().decode(LossyArray<Int>.self, from: Data(#"[1, "two", 3, null, {"x": 4}]"#.utf8))

        XCTAssertEqual(array.elements, [1, 3])
    }
}

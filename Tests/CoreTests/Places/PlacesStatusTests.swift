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

    func test_requestDenied_advisesTheNewAPIWhenTheLegacyOneIsNotEnabled() {
        let message = PlacesError.requestDenied("You're calling a legacy API, which is not enabled for your project.").userFacingMessage

        XCTAssertEqual(message.exitStatus, .noPermission)
        let hint = message.hint ?? ""
        XCTAssertTrue(hint.contains("drop --places-api legacy"), hint)
        XCTAssertFalse(hint.contains("enable \"Places API\" for"), "must not advise enabling the legacy API: \(hint)")
    }

    func test_requestDenied_advisesEnablingTheNewAPIWhenItIsDisabledForTheProject() {
        let message = PlacesError.requestDenied("Places API (New) has not been used in project 123 before or it is disabled.").userFacingMessage

        XCTAssertTrue(message.hint?.contains("Enable \"Places API (New)\"") == true, message.hint ?? "")
    }

    func test_keyMissing_namesTheEnvironmentVariableAndIsNotPermitted() {
        let message = PlacesError.keyMissing.userFacingMessage

        XCTAssertEqual(message.exitStatus, .noPermission)
        XCTAssertTrue(message.text.contains("GOOGLE_PLACES_API_KEY is not set"), message.text)
    }

    func test_notServed_saysTheServerServesNoRestaurantsAndHowToChooseASource() {
        for generation in PlacesAPIGeneration.allCases {
            let message = PlacesError.notServed(generation).userFacingMessage
            XCTAssertTrue(message.text.contains("does not serve restaurants"), message.text)
            for source in ["--places-url", "GOOGLE_PLACES_API_KEY", "built-in catalog"] {
                XCTAssertTrue(message.hint?.contains(source) == true, "\(generation): \(message.hint ?? "")")
            }
        }
        XCTAssertTrue(PlacesError.notServed(.new).userFacingMessage.hint?.contains("--places-api legacy") == true)
    }

    func test_requestDenied_pointsAtTheKeyWhenItIsInvalid() {
        let message = PlacesError.requestDenied("The provided API key is invalid.").userFacingMessage

        XCTAssertTrue(message.hint?.contains("GOOGLE_PLACES_API_KEY") == true)
    }

    func test_overQueryLimitAndUnknownError_meanTheServiceIsUnavailable() {
        XCTAssertEqual(PlacesError.overQueryLimit(nil).userFacingMessage.exitStatus, .unavailable)
        XCTAssertEqual(PlacesError.unknownError(nil).userFacingMessage.exitStatus, .unavailable)
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

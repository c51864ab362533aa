@testable import Catalog
@testable import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// Numbers in Places queries are plain decimals: `0x10` (which Swift's `Double` reads as 16), `1e3`,
/// `nan` or `inf` are refused as invalid parameters on every route, legacy and New.
final class PlacesNumberParameterTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_legacyNearby_refusesNumbersThatAreNotPlainDecimals() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca", at: F.point(metres: 10))])

        let cases: [(query: [String: String], parameter: String)] = [
            (["location": "0x10,0x10", "radius": "500"], "location"),
            (["location": "38.7223,-0x9p0", "radius": "500"], "location"),
            (["location": "nan,1", "radius": "500"], "location"),
            (["location": "3.87223e1,-9.1393", "radius": "500"], "location"),
            (["location": "38.7223,-9.1393", "radius": "0x1F4"], "radius"),
            (["location": "38.7223,-9.1393", "radius": "5e2"], "radius"),
            (["location": "38.7223,-9.1393", "radius": "inf"], "radius"),
        ]
        for (query, parameter) in cases {
            let answer = try await server.client.get("/maps/api/place/nearbysearch/json", query: query)

            XCTAssertEqual(answer.placesStatus, "INVALID_REQUEST", "\(query): \(answer.text)")
            XCTAssertTrue(answer.errorMessage?.contains("'\(parameter)'") == true, "\(query): \(answer.text)")
        }
    }

    func test_legacyNearby_acceptsPlainDecimalsWithOrWithoutFractionOrSign() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca", at: F.point(metres: 10))])

        for location in ["38.7223,-9.1393", "38.7223,-9.1393 ", "+38.72230,-9.13930"] {
            let answer = try await server.client.get("/maps/api/place/nearbysearch/json", query: ["location": location, "radius": "500.0"])

            XCTAssertEqual(answer.placesStatus, "OK", "\(location): \(answer.text)")
        }
    }

    func test_legacyAutocomplete_refusesAHexadecimalLocationOrRadius() async throws {
        let server = try await startPlacesServer(restaurants: [F.restaurant("Tasca")])

        let location = try await server.client.get("/maps/api/place/autocomplete/json", query: ["input": "tas", "location": "0x10,0x10"])
        let radius = try await server.client.get("/maps/api/place/autocomplete/json", query: ["input": "tas", "location": "38.7,-9.1", "radius": "0x10"])

        XCTAssertEqual(location.placesStatus, "INVALID_REQUEST", location.text)
        XCTAssertEqual(radius.placesStatus, "INVALID_REQUEST", radius.text)
    }

    func test_photoRoutes_refuseSizesThatAreNotPlainWholeNumbers() async throws {
        let server = try await startPlacesServer(restaurants: [])

        for size in ["0x10", "1e2", "16.0", "1_0"] {
            let legacy = try await server.client.get("/maps/api/place/photo", query: ["photo_reference": "ref-1", "maxwidth": size])
            let new = try await server.client.get("/v1/places/FBAAAAAAAAAAAAAAAAAAAAAAAAAA/photos/ref-1/media", query: ["maxWidthPx": size])

            XCTAssertEqual(legacy.status, 400, "\(size): \(legacy.text)")
            assertGoogleError(new, code: 400, status: "INVALID_ARGUMENT", mentions: "maxWidthPx", size)
        }
    }

    func test_decimalText_readsOnlyPlainDecimals() {
        XCTAssertEqual(PlacesDecimalText.double("38.7223"), 38.7223)
        XCTAssertEqual(PlacesDecimalText.double("-9"), -9)
        XCTAssertEqual(PlacesDecimalText.double("+0.5"), 0.5)
        XCTAssertEqual(PlacesDecimalText.double(".5"), 0.5)
        XCTAssertEqual(PlacesDecimalText.double("5."), 5)
        for text in ["", "-", ".", "0x10", "1e3", "1E3", "nan", "inf", "-infinity", " 5", "5 ", "1_000", "١٢", "5,0", "0x1p4", "--5"] {
            XCTAssertNil(PlacesDecimalText.double(text), text)
        }
        XCTAssertEqual(PlacesDecimalText.int("1600"), 1600)
        XCTAssertEqual(PlacesDecimalText.int("-3"), -3)
        for text in ["", "16.0", "0x10", "1e2", "+", " 1", "99999999999999999999999"] {
            XCTAssertNil(PlacesDecimalText.int(text), text)
        }
    }
}

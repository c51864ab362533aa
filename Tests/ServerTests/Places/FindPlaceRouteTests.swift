import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// GET /maps/api/place/findplacefromtext/json: places by name from the gazetteer.
final class FindPlaceRouteTests: XCTestCase {
    private static let path = "/maps/api/place/findplacefromtext/json"
    private static let vaduz = GazetteerEntry(key: "t1", kind: .town, name: "Vaduz", otherNames: ["ru": "Вадуц"], location: GeoPoint(latitude: 47.141, longitude: 9.521))
    private static let street = GazetteerEntry(key: "s1", kind: .street, name: "Vaduzer Strasse", location: GeoPoint(latitude: 47.1, longitude: 9.5), area: "Schaan")

    func test_findPlace_answersTheCandidatesLargerFirstWithNameAddressPositionAndTypes() async throws {
        let api = await makeRouterAPI(placeNames: [Self.street, Self.vaduz])

        let answer = try await api.client.get(Self.path, query: ["input": "vaduz", "inputtype": "textquery", "fields": "name,geometry"])
        let russian = try await api.client.get(Self.path, query: ["input": "Вадуц", "inputtype": "textquery"])

        XCTAssertEqual(answer.placesStatus, "OK")
        let candidates = try XCTUnwrap(answer.json?["candidates"] as? [[String: Any]])
        XCTAssertEqual(candidates.map { $0["formatted_address"] as? String }, ["Vaduz", "Vaduzer Strasse, Schaan"])
        XCTAssertEqual(candidates.first?["types"] as? [String], ["locality", "political"])
        let location = (candidates.first?["geometry"] as? [String: Any])?["location"] as? [String: Double]
        XCTAssertEqual(location, ["lat": 47.141, "lng": 9.521])
        XCTAssertEqual((russian.json?["candidates"] as? [[String: Any]])?.count, 1)
    }

    func test_findPlace_answersZeroResultsForAnUnknownNameOrAPhoneNumberAndInvalidRequestForWhatIsMissing() async throws {
        let api = await makeRouterAPI(placeNames: [Self.vaduz])

        let unknown = try await api.client.get(Self.path, query: ["input": "Atlantis", "inputtype": "textquery"])
        let phone = try await api.client.get(Self.path, query: ["input": "+423 123", "inputtype": "phonenumber"])
        let noInput = try await api.client.get(Self.path, query: ["inputtype": "textquery"])
        let noType = try await api.client.get(Self.path, query: ["input": "Vaduz"])
        let badType = try await api.client.get(Self.path, query: ["input": "Vaduz", "inputtype": "address"])

        XCTAssertEqual(unknown.placesStatus, "ZERO_RESULTS")
        XCTAssertEqual((unknown.json?["candidates"] as? [Any])?.count, 0)
        XCTAssertEqual(phone.placesStatus, "ZERO_RESULTS")
        for answer in [noInput, noType, badType] {
            XCTAssertEqual(answer.placesStatus, "INVALID_REQUEST", answer.text)
            XCTAssertNotNil(answer.errorMessage)
        }
    }
}

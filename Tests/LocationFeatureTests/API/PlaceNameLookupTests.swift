import Core
import Foundation
import LocationFeature
import Shared
import TestSupport
import XCTest

final class PlaceNameLookupTests: XCTestCase {
    func test_placesNew_postsATextSearchWithoutAreaOrTypeWithTheKeyInItsHeaderAndANarrowMask() async throws {
        let client = HTTPClientSpy(answers: [.json(#"""
            {"places": [
              {"displayName": {"text": "Alfama"}, "formattedAddress": "Alfama, Lisboa", "location": {"latitude": 38.7115, "longitude": -9.1298}},
              {"displayName": {"text": "Nowhere"}},
              {"displayName": {"text": "Off the map"}, "location": {"latitude": 95, "longitude": 0}}
            ]}
            """#)])
        let sut = PlacesNewPlaceNameLookup(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey("SECRET")))

        let found = try await sut.places(named: "Alfama")

        XCTAssertEqual(found, [NamedPlace(name: "Alfama", address: "Alfama, Lisboa", coordinates: Coordinates(latitude: 38.7115, longitude: -9.1298))])
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.absoluteString, "http://places/v1/places:searchText")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-Api-Key"), "SECRET")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-FieldMask"), "places.displayName,places.formattedAddress,places.location")
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap(request.httpBody)) as? [String: Any])
        XCTAssertEqual(body["textQuery"] as? String, "Alfama")
        XCTAssertNil(body["locationRestriction"])
        XCTAssertNil(body["includedType"])
    }

    func test_placesNew_answersNothingForGooglesEmptyObject() async throws {
        let sut = PlacesNewPlaceNameLookup(places: PlacesConnection(client: HTTPClientSpy(answers: [.json("{}")]), baseURL: URL(string: "http://places")!, key: nil))

        let found = try await sut.places(named: "Atlantis")

        XCTAssertEqual(found, [])
    }

    func test_legacy_asksFindPlaceForTheNameAndReadsItsCandidates() async throws {
        let client = HTTPClientSpy(answers: [.json(#"""
            {"candidates": [{"name": "Vaduz", "formatted_address": "Vaduz, Liechtenstein", "geometry": {"location": {"lat": 47.141, "lng": 9.521}}}],
             "status": "OK"}
            """#)])
        let sut = PlacesPlaceNameLookup(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: PlacesAPIKey("KEY")))

        let found = try await sut.places(named: "Vaduz")

        XCTAssertEqual(found.map(\.label), ["Vaduz, Liechtenstein"])
        let url = try XCTUnwrap(client.requests.first?.url)
        XCTAssertEqual(url.path, "/maps/api/place/findplacefromtext/json")
        let items = Dictionary(uniqueKeysWithValues: (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        XCTAssertEqual(items, ["input": "Vaduz", "inputtype": "textquery", "fields": "name,formatted_address,geometry", "key": "KEY"])
    }

    func test_legacy_answersNothingForZeroResultsAndThrowsADenial() async throws {
        let empty = PlacesPlaceNameLookup(places: PlacesConnection(client: HTTPClientSpy(answers: [.json(#"{"candidates": [], "status": "ZERO_RESULTS"}"#)]), baseURL: URL(string: "http://places")!, key: nil))
        let denied = PlacesPlaceNameLookup(places: PlacesConnection(client: HTTPClientSpy(answers: [.json(#"{"candidates": [], "status": "REQUEST_DENIED", "error_message": "bad key"}"#)]), baseURL: URL(string: "http://places")!, key: nil))

        let found = try await empty.places(named: "Atlantis")

        XCTAssertEqual(found, [])
        await assertThrowsAsync(PlacesError.requestDenied("bad key")) { _ = try await denied.places(named: "Vaduz") }
    }
}

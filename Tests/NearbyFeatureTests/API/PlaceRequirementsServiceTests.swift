import Core
import Foundation
@testable import NearbyFeature
import Shared
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What places must say of themselves (`--diet`, `--wheelchair` …) over each Places service: our server
/// filters its whole catalog; Google's new API is asked for the fields that say it and its answer
/// checked; what a service cannot tell is refused before anything is sent.
final class PlaceRequirementsServiceTests: XCTestCase {
    func test_newAPI_sendsOurServerTheRequirementsAndTrustsItsFilter() async throws {
        let client = HTTPClientSpy(answers: [.json(Self.places([Self.place("a", amenities: [:])]))])
        let sut = PlacesNewNearbyRestaurantsService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: nil), distance: GreatCircleDistance())

        let found = try await sut.searchNearby(makeQuery(ranking: .distance, requirements: [.wheelchair, .vegan]))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.path, "/v1/places:searchText", "a nearby search cannot filter")
        XCTAssertEqual(try Self.body(of: request)["foodybiteRequires"] as? [String], ["vegan", "wheelchair"])
        XCTAssertFalse(try Self.mask(of: request).contains("places.accessibilityOptions"), "our server filters: the fields are not needed")
        XCTAssertEqual(found.value.map(\.id), ["a"])
    }

    func test_newAPI_asksGoogleForTheFieldsThatSayItAndKeepsOnlyThePlacesThatSaySo() async throws {
        let answer = Self.places([
            Self.place("both", amenities: ["servesVegetarianFood": true, "accessibilityOptions": ["wheelchairAccessibleEntrance": true]]),
            Self.place("steps", amenities: ["servesVegetarianFood": true, "accessibilityOptions": ["wheelchairAccessibleEntrance": false]]),
            Self.place("silent", amenities: [:]),
        ])
        let client = HTTPClientSpy(answers: [.json(answer)])
        let sut = PlacesNewNearbyRestaurantsService(places: Self.google(client), distance: GreatCircleDistance())

        let found = try await sut.searchNearby(makeQuery(ranking: .distance, requirements: [.vegetarian, .wheelchair]))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertNil(try Self.body(of: request)["foodybiteRequires"], "Google's API refuses fields it does not know")
        XCTAssertTrue(try Self.mask(of: request).isSuperset(of: ["places.servesVegetarianFood", "places.accessibilityOptions"]))
        XCTAssertEqual(found.value.map(\.id), ["both"])
    }

    func test_newAPI_refusesWhatGoogleCannotTellWithoutSendingAnything() async throws {
        let client = HTTPClientSpy(answers: [])
        let sut = PlacesNewNearbyRestaurantsService(places: Self.google(client), distance: GreatCircleDistance())

        do {
            _ = try await sut.searchNearby(makeQuery(requirements: [.vegetarian, .halal, .glutenFree]))
            XCTFail("Expected the search to be refused")
        } catch let error as UnsupportedRequirementsError {
            XCTAssertEqual(error.requirements, [.halal, .glutenFree])
            XCTAssertEqual(error.failureKind, .invalidRequest)
            XCTAssertTrue(error.explanation.contains("halal food, gluten-free food"), error.explanation)
        }
        XCTAssertTrue(client.requests.isEmpty)
    }

    func test_legacyAPI_sendsOurServerTheRequirementsAndRefusesThemForGoogle() async throws {
        let ourClient = HTTPClientSpy(answers: [.json(#"{"status": "ZERO_RESULTS", "results": []}"#)])
        let ours = PlacesNearbyRestaurantsService(places: PlacesConnection(client: ourClient, baseURL: URL(string: "http://places")!, key: nil), distance: GreatCircleDistance())
        let googleClient = HTTPClientSpy(answers: [])
        let google = PlacesNearbyRestaurantsService(
            places: PlacesConnection(client: googleClient, baseURL: URL(string: "https://maps.googleapis.com")!, key: PlacesAPIKey("KEY")), distance: GreatCircleDistance()
        )

        _ = try await ours.searchNearby(makeQuery(requirements: [.takeaway, .kosher]))
        await assertThrowsAsync(UnsupportedRequirementsError(
            requirements: [.takeaway], service: "Google's legacy Places API",
            advice: "search with --places-api new (vegetarian food, wheelchair access, takeaway, delivery, outdoor seating) or Foodybite's own server."
        )) {
            _ = try await google.searchNearby(makeQuery(requirements: [.takeaway]))
        }

        let items = URLComponents(url: try XCTUnwrap(ourClient.requests.first?.url), resolvingAgainstBaseURL: false)?.queryItems ?? []
        XCTAssertEqual(items.first { $0.name == "foodybite_requires" }?.value, "kosher,takeaway")
        XCTAssertTrue(googleClient.requests.isEmpty)
    }

    // MARK: - Helpers

    private static func google(_ client: HTTPClientSpy) -> PlacesConnection {
        PlacesConnection(client: client, baseURL: URL(string: "https://places.googleapis.com")!, key: PlacesAPIKey("KEY"))
    }

    private static func place(_ id: String, amenities: [String: Any]) -> [String: Any] {
        ["id": id, "displayName": ["text": id], "location": ["latitude": 38.7223, "longitude": -9.1393]].merging(amenities) { $1 }
    }

    private static func places(_ places: [[String: Any]]) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: ["places": places]), as: UTF8.self)
    }

    private static func body(of request: URLRequest) throws -> NSDictionary {
        try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap(request.httpBody)) as? NSDictionary)
    }

    private static func mask(of request: URLRequest) throws -> Set<String> {
        Set(try XCTUnwrap(request.value(forHTTPHeaderField: "X-Goog-FieldMask")).split(separator: ",").map(String.init))
    }
}

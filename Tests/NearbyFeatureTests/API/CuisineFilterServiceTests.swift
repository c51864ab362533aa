import Core
import Foundation
@testable import NearbyFeature
import Shared
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `--cuisine` over each Places service: our server filters its whole catalog by all the cuisines at
/// once and names each place's; Google narrows to one cuisine per search (the new API's type, the legacy
/// API's keyword), so several are searched one by one and joined.
final class CuisineFilterServiceTests: XCTestCase {
    func test_newAPI_sendsOurServerEveryCuisineAndReadsEachPlacesCuisines() async throws {
        let answer = Self.places([Self.place("a", extra: ["foodybiteCuisines": ["middle_eastern", "portuguese"], "types": ["restaurant"]])])
        let client = HTTPClientSpy(answers: [.json(answer)])
        let sut = PlacesNewNearbyRestaurantsService(places: PlacesConnection(client: client, baseURL: URL(string: "http://places")!, key: nil), distance: GreatCircleDistance())

        let found = try await sut.searchNearby(makeQuery(ranking: .distance, cuisines: ["middle_eastern", "portuguese"]))

        XCTAssertEqual(client.requests.count, 1)
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.path, "/v1/places:searchText")
        XCTAssertEqual(try Self.body(of: request)["foodybiteCuisines"] as? [String], ["middle_eastern", "portuguese"])
        XCTAssertTrue(try Self.mask(of: request).contains("places.foodybiteCuisines"))
        XCTAssertEqual(found.value.map(\.cuisines), [["Middle eastern", "Portuguese"]])
        XCTAssertNil(found.looseMatchReason, "our server filters by the cuisines themselves")
    }

    func test_newAPI_asksGoogleForEachCuisinesTypeInItsOwnSearchAndJoinsTheAnswers() async throws {
        let client = HTTPClientSpy(answers: [
            .json(Self.places([Self.place("forno", extra: ["types": ["pizza_restaurant", "italian_restaurant", "restaurant"]]), Self.place("both", extra: [:])])),
            .json(Self.places([Self.place("kaze", extra: ["types": ["sushi_restaurant", "restaurant"]]), Self.place("both", extra: [:])])),
        ])
        let sut = PlacesNewNearbyRestaurantsService(places: Self.google(client), distance: GreatCircleDistance())

        let found = try await sut.searchNearby(makeQuery(ranking: .distance, cuisines: ["pizza", "sushi"]))

        let bodies = try client.requests.map(Self.body(of:))
        XCTAssertEqual(bodies.map { $0["includedType"] as? String }, ["pizza_restaurant", "sushi_restaurant"])
        XCTAssertEqual(bodies.map { $0["textQuery"] as? String }, ["pizza", "sushi"])
        XCTAssertTrue(bodies.allSatisfy { $0["foodybiteCuisines"] == nil }, "Google's API refuses fields it does not know")
        XCTAssertFalse(try client.requests.contains { try Self.mask(of: $0).contains("places.foodybiteCuisines") })
        XCTAssertEqual(found.value.map(\.id), ["forno", "both", "kaze"])
        XCTAssertEqual(found.value.map(\.cuisines), [["Pizza", "Italian"], [], ["Sushi"]])
        XCTAssertNil(found.looseMatchReason, "Google has a type for each")
    }

    func test_newAPI_asksGoogleForACuisineWithoutATypeInItsWords() async throws {
        let client = HTTPClientSpy(answers: [.json(Self.places([]))])
        let sut = PlacesNewNearbyRestaurantsService(places: Self.google(client), distance: GreatCircleDistance())

        let found = try await sut.searchNearby(makeQuery(what: "grilled", cuisines: ["portuguese"]))

        let body = try Self.body(of: XCTUnwrap(client.requests.first))
        XCTAssertEqual(body["includedType"] as? String, "restaurant")
        XCTAssertEqual(body["textQuery"] as? String, "grilled portuguese")
        XCTAssertEqual(found.looseMatchReason, "Google's Places API has no type for portuguese food: it was asked for as words, which Google matches loosely")
    }

    func test_newAPI_saysWhichOfSeveralCuisinesGoogleMatchedOnlyAsWords() async throws {
        let client = HTTPClientSpy(answers: [.json(Self.places([])), .json(Self.places([])), .json(Self.places([]))])
        let sut = PlacesNewNearbyRestaurantsService(places: Self.google(client), distance: GreatCircleDistance())

        let found = try await sut.searchNearby(makeQuery(cuisines: ["portuguese", "pizza", "kebab"]))

        XCTAssertEqual(
            found.looseMatchReason,
            "Google's Places API has no type for portuguese food: it was asked for as words, which Google matches loosely; "
                + "Google's Places API has no type for kebab food: it was asked for as words, which Google matches loosely"
        )
    }

    func test_legacyAPI_sendsOurServerEveryCuisineAndGoogleEachAsWordsOfItsOwnSearch() async throws {
        let ourClient = HTTPClientSpy(answers: [.json(#"{"status": "OK", "results": [\#(Self.legacyResult("a", extra: #""foodybite_cuisines": ["pizza"]"#))]}"#)])
        let ours = PlacesNearbyRestaurantsService(places: PlacesConnection(client: ourClient, baseURL: URL(string: "http://places")!, key: nil), distance: GreatCircleDistance())
        let googleClient = HTTPClientSpy(answers: [
            .json(#"{"status": "OK", "results": [\#(Self.legacyResult("g1", extra: #""types": ["restaurant", "food"]"#))]}"#),
            .json(#"{"status": "ZERO_RESULTS", "results": []}"#),
        ])
        let google = PlacesNearbyRestaurantsService(
            places: PlacesConnection(client: googleClient, baseURL: URL(string: "https://maps.googleapis.com")!, key: PlacesAPIKey("KEY")), distance: GreatCircleDistance()
        )

        let fromOurs = try await ours.searchNearby(makeQuery(what: "forno", cuisines: ["pizza", "middle_eastern"]))
        let fromGoogle = try await google.searchNearby(makeQuery(what: "forno", cuisines: ["pizza", "middle_eastern"]))

        XCTAssertEqual(Self.items(of: ourClient.requests)["foodybite_cuisines"], ["pizza,middle_eastern"])
        XCTAssertEqual(Self.items(of: ourClient.requests)["keyword"], ["forno"])
        XCTAssertEqual(fromOurs.value.map(\.cuisines), [["Pizza"]])
        XCTAssertEqual(Self.items(of: googleClient.requests)["keyword"], ["forno pizza", "forno middle eastern"])
        XCTAssertNil(Self.items(of: googleClient.requests)["foodybite_cuisines"])
        XCTAssertEqual(fromGoogle.value.map(\.id), ["g1"])
        XCTAssertEqual(fromGoogle.value.map(\.cuisines), [[]], "the legacy API's types name no cuisine")
        XCTAssertNil(fromOurs.looseMatchReason)
        XCTAssertEqual(
            fromGoogle.looseMatchReason,
            "Google's legacy Places API has no cuisine filter: each cuisine was asked for as words, which Google matches loosely"
        )
    }

    // MARK: - Helpers

    private static func google(_ client: HTTPClientSpy) -> PlacesConnection {
        PlacesConnection(client: client, baseURL: URL(string: "https://places.googleapis.com")!, key: PlacesAPIKey("KEY"))
    }

    private static func place(_ id: String, extra: [String: Any]) -> [String: Any] {
        ["id": id, "displayName": ["text": id], "location": ["latitude": 38.7223, "longitude": -9.1393]].merging(extra) { $1 }
    }

    private static func places(_ places: [[String: Any]]) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: ["places": places]), as: UTF8.self)
    }

    private static func legacyResult(_ id: String, extra: String) -> String {
        #"{"place_id": "\#(id)", "name": "\#(id)", "geometry": {"location": {"lat": 38.7223, "lng": -9.1393}}, \#(extra)}"#
    }

    private static func body(of request: URLRequest) throws -> NSDictionary {
        try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap(request.httpBody)) as? NSDictionary)
    }

    private static func mask(of request: URLRequest) throws -> Set<String> {
        Set(try XCTUnwrap(request.value(forHTTPHeaderField: "X-Goog-FieldMask")).split(separator: ",").map(String.init))
    }

    /// Each query parameter's values, request by request.
    private static func items(of requests: [URLRequest]) -> [String: [String]] {
        var values: [String: [String]] = [:]
        for request in requests {
            let items = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
            for item in items { values[item.name, default: []].append(item.value ?? "") }
        }
        return values
    }
}

import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// How `/v1/` paths reach the routes: `places:searchNearby` and `places:autocomplete` as literal
/// segments beside `places/{id}`, and anything else answered as Google's JSON error (405 for a wrong
/// method, 404 for an unknown path), never a crash.
final class PlacesNewRoutingTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_v1_routesTheColonMethodsAndThePlaceResourceApart() async throws {
        let restaurant = F.restaurant("Tasca do Zé", at: F.point(metres: 50))
        let server = try await startPlacesServer(restaurants: [restaurant])
        let circle: [String: Any] = ["circle": ["center": ["latitude": 38.7223, "longitude": -9.1393], "radius": 100]]

        let nearby = try await server.client.placesNew("POST", "/v1/places:searchNearby", body: ["locationRestriction": circle], fieldMask: "places.id")
        let autocomplete = try await server.client.placesNew("POST", "/v1/places:autocomplete", body: ["input": "tasca"])
        let place = try await server.client.placesNew("GET", "/v1/places/\(restaurant.placeID)", fieldMask: "id")

        XCTAssertEqual(nearby.places.map { $0["id"] as? String }, [restaurant.placeID])
        XCTAssertEqual(autocomplete.placePredictions.map { $0["placeId"] as? String }, [restaurant.placeID])
        XCTAssertEqual(place.json?["id"] as? String, restaurant.placeID)
    }

    func test_v1_answersAWrongMethodWithAJSON405AndAnUnknownPathWithAJSONNotFound() async throws {
        let restaurant = F.restaurant("Tasca do Zé")
        let server = try await startPlacesServer(restaurants: [restaurant])

        let wrongMethods = [
            try await server.client.placesNew("GET", "/v1/places:searchNearby", fieldMask: "places.id"),
            try await server.client.placesNew("PUT", "/v1/places:autocomplete", body: ["input": "tasca"]),
            try await server.client.placesNew("POST", "/v1/places/\(restaurant.placeID)", body: [:], fieldMask: "id"),
            try await server.client.placesNew("DELETE", "/v1/places/\(restaurant.placeID)/photos/ref-1/media"),
        ]
        let unknown = try await server.client.placesNew("POST", "/v1/places:searchAlongRoute", body: ["textQuery": "tasca"], fieldMask: "places.id")

        for answer in wrongMethods {
            assertGoogleError(answer, code: 405, status: "UNIMPLEMENTED")
        }
        assertGoogleError(unknown, code: 404, status: "NOT_FOUND")
    }

    func test_v1_answersABodyOverTheServersLimitWithAJSONError() async throws {
        let server = try await startPlacesServer(restaurants: []) { configuration in
            configuration.maximumBodySize = 1_024
            configuration.maximumProfileImageBodySize = 1_024
        }

        let answer = try await server.client.request(
            "POST", "/v1/places:autocomplete", rawBody: Data(repeating: UInt8(ascii: " "), count: 4_096),
            headers: ["Content-Type": "application/json"]
        )

        assertGoogleError(answer, code: 400, status: "INVALID_ARGUMENT", mentions: "too large")
    }

    func test_legacyAndFoodybiteRoutes_keepTheirOwnErrorShape() async throws {
        let server = try await startPlacesServer(restaurants: [])

        let unknown = try await server.client.get("/v2/places")

        XCTAssertEqual(unknown.status, 404)
        XCTAssertEqual(unknown.json?["error"] as? Bool, true)
    }
}

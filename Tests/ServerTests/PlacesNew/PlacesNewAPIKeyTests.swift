@testable import CatalogDomain
import FoodybiteServer
import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// The key rule on every Places API (New) route: with a key configured, `X-Goog-Api-Key` (or `key=`)
/// must carry it.
final class PlacesNewAPIKeyTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_placesNewRoutes_acceptAnyKeyOrNoneWhenNoKeyIsConfigured() async throws {
        let (server, restaurant) = try await startServer(requiring: nil)

        for key in [nil, "", "some-key"] {
            for call in Self.calls(for: restaurant) {
                let answer = try await server.client.placesNew(call.method, call.path, body: call.body, fieldMask: call.mask, key: key, query: call.query)

                XCTAssertEqual(answer.status, 200, "\(call.path) with key \(key ?? "none"): \(answer.text)")
            }
        }
    }

    func test_placesNewRoutes_answer403PermissionDeniedWithoutTheConfiguredKey() async throws {
        let (server, restaurant) = try await startServer(requiring: "s3cret")

        for call in Self.calls(for: restaurant) {
            let answer = try await server.client.placesNew(call.method, call.path, body: call.body, fieldMask: call.mask, query: call.query)

            assertGoogleError(answer, code: 403, status: "PERMISSION_DENIED", call.path)
            XCTAssertEqual(answer.googleError?["message"] as? String, "The request is missing a valid API key.", call.path)
        }
    }

    func test_placesNewRoutes_answer400ApiKeyInvalidForAWrongKey() async throws {
        let (server, restaurant) = try await startServer(requiring: "s3cret")

        for call in Self.calls(for: restaurant) {
            let answer = try await server.client.placesNew(call.method, call.path, body: call.body, fieldMask: call.mask, key: "s3cret-not", query: call.query)

            assertGoogleError(answer, code: 400, status: "INVALID_ARGUMENT", call.path)
            XCTAssertEqual(answer.googleError?["message"] as? String, "API key not valid. Please pass a valid API key.", call.path)
            let detail = try XCTUnwrap((answer.googleError?["details"] as? [[String: Any]])?.first, call.path)
            XCTAssertEqual(detail["@type"] as? String, "type.googleapis.com/google.rpc.ErrorInfo")
            XCTAssertEqual(detail["reason"] as? String, "API_KEY_INVALID")
            XCTAssertEqual(detail["domain"] as? String, "googleapis.com")
        }
    }

    func test_placesNewRoutes_acceptTheConfiguredKeyInTheHeaderOrTheQuery() async throws {
        let (server, restaurant) = try await startServer(requiring: "s3cret")

        for call in Self.calls(for: restaurant) {
            var query = call.query
            query["key"] = "s3cret"
            let inHeader = try await server.client.placesNew(call.method, call.path, body: call.body, fieldMask: call.mask, key: "s3cret", query: call.query)
            let inQuery = try await server.client.placesNew(call.method, call.path, body: call.body, fieldMask: call.mask, query: query)

            XCTAssertEqual(inHeader.status, 200, "\(call.path): \(inHeader.text)")
            XCTAssertEqual(inQuery.status, 200, "\(call.path): \(inQuery.text)")
        }
    }

    // MARK: - Helpers

    private struct Call {
        let method: String
        let path: String
        var body: Any?
        var mask: String?
        var query: [String: String] = [:]
    }

    private func startServer(requiring key: String?) async throws -> (PlacesServer, CatalogRestaurant) {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        let restaurant = F.restaurant("Tasca do Zé", photos: [photo])
        let server = try await startPlacesServer(restaurants: [restaurant], images: [F.image]) { $0.placesAPIKey = key }
        return (server, restaurant)
    }

    private static func calls(for restaurant: CatalogRestaurant) -> [Call] {
        let circle: [String: Any] = ["circle": ["center": ["latitude": 38.7223, "longitude": -9.1393], "radius": 100]]
        return [
            Call(method: "POST", path: "/v1/places:searchNearby", body: ["locationRestriction": circle], mask: "places.id"),
            Call(method: "GET", path: "/v1/places/\(restaurant.placeID)", mask: "id"),
            Call(method: "POST", path: "/v1/places:autocomplete", body: ["input": "tasca"]),
            Call(
                method: "GET", path: "/v1/places/\(restaurant.placeID)/photos/ref-1/media",
                query: ["maxWidthPx": "100", "skipHttpRedirect": "true"]
            ),
        ]
    }
}

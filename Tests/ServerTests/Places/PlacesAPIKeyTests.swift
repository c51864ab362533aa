@testable import CatalogDomain
import FoodybiteServer
import Foundation
import ServerTestSupport
import TestSupport
import XCTest

final class PlacesAPIKeyTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_placesRoutes_acceptAnyKeyOrNoneWhenNoKeyIsConfigured() async throws {
        let (server, restaurant) = try await startServer(requiring: nil)

        for key in [nil, "", "some-key"] {
            for (path, query) in Self.requests(for: restaurant) {
                var query = query
                query["key"] = key
                let answer = try await server.client.get(path, query: query)

                XCTAssertEqual(answer.json?["status"] as? String, "OK", "\(path) with key \(key ?? "none")")
            }
        }
    }

    func test_placesRoutes_denyARequestWithoutTheConfiguredKey() async throws {
        let (server, restaurant) = try await startServer(requiring: "s3cret")

        for (path, query) in Self.requests(for: restaurant) {
            let answer = try await server.client.get(path, query: query)

            XCTAssertEqual(answer.status, 200, path)
            XCTAssertEqual(answer.json?["status"] as? String, "REQUEST_DENIED", path)
            XCTAssertTrue((answer.json?["error_message"] as? String)?.contains("API key") == true, path)
        }
    }

    func test_placesRoutes_denyAWrongKeyAndAcceptTheConfiguredOne() async throws {
        let (server, restaurant) = try await startServer(requiring: "s3cret")

        for (path, query) in Self.requests(for: restaurant) {
            var wrong = query, right = query
            wrong["key"] = "s3cret-not"
            right["key"] = "s3cret"
            let denied = try await server.client.get(path, query: wrong)
            let accepted = try await server.client.get(path, query: right)

            XCTAssertEqual(denied.json?["status"] as? String, "REQUEST_DENIED", path)
            XCTAssertEqual(denied.json?["error_message"] as? String, "The provided API key is invalid.", path)
            XCTAssertEqual(accepted.json?["status"] as? String, "OK", path)
        }
    }

    func test_photo_answers403WithoutJSONForAWrongKey() async throws {
        // Live: the accepted request is redirected to the image, which the client follows.
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        let server = try await startLivePlacesServer(restaurants: [F.restaurant("Tasca do Zé", photos: [photo])], images: [F.image]) {
            $0.placesAPIKey = "s3cret"
        }

        let denied = try await server.client.get("/maps/api/place/photo", query: ["photo_reference": "ref-1", "maxwidth": "100", "key": "nope"])
        let accepted = try await server.client.get("/maps/api/place/photo", query: ["photo_reference": "ref-1", "maxwidth": "100", "key": "s3cret"])

        XCTAssertEqual(denied.status, 403)
        XCTAssertNil(denied.json)
        XCTAssertEqual(accepted.status, 200)
        XCTAssertEqual(accepted.header("Content-Type"), "image/png")
    }

    // MARK: - Helpers

    private func startServer(requiring key: String?) async throws -> (PlacesServer, CatalogRestaurant) {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        let restaurant = F.restaurant("Tasca do Zé", photos: [photo])
        let server = try await startPlacesServer(restaurants: [restaurant], images: [F.image]) { $0.placesAPIKey = key }
        return (server, restaurant)
    }

    private static func requests(for restaurant: CatalogRestaurant) -> [(String, [String: String])] {
        [
            ("/maps/api/place/nearbysearch/json", ["location": "38.7223,-9.1393", "radius": "100"]),
            ("/maps/api/place/details/json", ["place_id": restaurant.placeID]),
            ("/maps/api/place/autocomplete/json", ["input": "tasca"]),
        ]
    }
}

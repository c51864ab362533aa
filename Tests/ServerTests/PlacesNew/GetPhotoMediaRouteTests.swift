@testable import CatalogDomain
@testable import CatalogSQLite
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

/// GET /v1/places/{id}/photos/{reference}/media: Place Photos (New).
final class GetPhotoMediaRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_media_redirectsWithA302ToTheImage() async throws {
        let (server, restaurant) = try await startPhotoServer()

        let answer = try await RawHTTPClient().get(try url(server, Self.path(restaurant), ["maxWidthPx": "400"]))

        XCTAssertEqual(answer.status, 302)
        let location = try XCTUnwrap(answer.header("Location"))
        let image = try await RawHTTPClient().get(try XCTUnwrap(URL(string: location, relativeTo: server.client.baseURL)))
        XCTAssertEqual(image.status, 200)
        XCTAssertEqual(image.header("Content-Type"), "image/png")
        XCTAssertEqual(image.body, F.image.bytes)
    }

    func test_media_answersThePhotoURIAsJSONWhenAskedToSkipTheRedirect() async throws {
        let (server, restaurant) = try await startPhotoServer()

        let answer = try await server.client.placesNew("GET", Self.path(restaurant), query: ["maxHeightPx": "4800", "skipHttpRedirect": "true"])

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertTrue(answer.header("Content-Type")?.hasPrefix("application/json") == true)
        XCTAssertEqual(answer.json?["name"] as? String, "places/\(restaurant.placeID)/photos/ref-1/media")
        let photoURI = try XCTUnwrap(answer.json?["photoUri"] as? String)
        let host = try XCTUnwrap(server.client.baseURL.host)
        let port = try XCTUnwrap(server.client.baseURL.port)
        XCTAssertEqual(photoURI, "http://\(host):\(port)/places/photos/ref-1")
        let image = try await RawHTTPClient().get(try XCTUnwrap(URL(string: photoURI)))
        XCTAssertEqual(image.status, 200)
        XCTAssertEqual(image.header("Content-Type"), "image/png")
        XCTAssertEqual(image.body, F.image.bytes)
    }

    func test_media_answers400ForMissingOrOutOfRangeSizes() async throws {
        let (server, restaurant) = try await startPhotoServer()
        let cases: [(query: [String: String], mentions: String)] = [
            ([:], "maxWidthPx"),
            (["maxWidthPx": "0"], "maxWidthPx"),
            (["maxWidthPx": "4801"], "maxWidthPx"),
            (["maxHeightPx": "tall"], "maxHeightPx"),
            (["maxWidthPx": "400", "skipHttpRedirect": "maybe"], "skipHttpRedirect"),
            (["maxWidthPx": "400", "skipHttpRedirect": ""], "skipHttpRedirect"),
            (["maxWidthPx": "400", "skipHttpRedirect": "1"], "skipHttpRedirect"),
            (["maxWidthPx": "400", "skipHttpRedirect": "TRUE"], "skipHttpRedirect"),
        ]

        for (query, mentions) in cases {
            let answer = try await server.client.placesNew("GET", Self.path(restaurant), query: query)

            assertGoogleError(answer, code: 400, status: "INVALID_ARGUMENT", mentions: mentions, "\(query)")
        }
    }

    func test_media_answers404ForAnUnknownPhotoOrAPhotoOfAnotherPlace() async throws {
        let (server, restaurant) = try await startPhotoServer()
        let other = F.restaurant("Other")
        _ = try await server.database.pool.write { db in try CatalogWriter.upsert(other, in: db) }

        let unknown = try await server.client.placesNew("GET", "/v1/places/\(restaurant.placeID)/photos/unknown/media", query: ["maxWidthPx": "400"])
        let elsewhere = try await server.client.placesNew("GET", "/v1/places/\(other.placeID)/photos/ref-1/media", query: ["maxWidthPx": "400"])
        let malformed = try await server.client.placesNew("GET", "/v1/places/not-ours/photos/ref-1/media", query: ["maxWidthPx": "400"])

        assertGoogleError(unknown, code: 404, status: "NOT_FOUND", mentions: "photos/unknown")
        assertGoogleError(elsewhere, code: 404, status: "NOT_FOUND")
        assertGoogleError(malformed, code: 400, status: "INVALID_ARGUMENT", mentions: "not-ours")
    }

    // MARK: - Helpers

    private func startPhotoServer(configure: (inout ServerConfiguration) -> Void = { _ in }) async throws -> (LivePlacesServer, CatalogRestaurant) {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        let restaurant = F.restaurant("Pictured", photos: [photo])
        let server = try await startLivePlacesServer(restaurants: [restaurant], images: [F.image], configure: configure)
        return (server, restaurant)
    }

    private static func path(_ restaurant: CatalogRestaurant) -> String {
        "/v1/places/\(restaurant.placeID)/photos/ref-1/media"
    }

    private func url(_ server: LivePlacesServer, _ path: String, _ query: [String: String]) throws -> URL {
        var components = try XCTUnwrap(URLComponents(url: server.client.baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false))
        components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        return try XCTUnwrap(components.url)
    }
}

@testable import CatalogDomain
import FoodybiteServer
import Foundation
import ServerTestSupport
import TestSupport
import XCTest

/// The photo URI that GET …/media?skipHttpRedirect=true answers is built from the request's Host: one
/// that is missing or could change the URL gets a 400, never a link elsewhere.
final class GetPhotoMediaHostTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_media_refusesToBuildThePhotoURIFromAHostThatCouldChangeTheURL() async throws {
        let (server, path) = try await startPhotoServer()

        let answer = try await exchange(server, "GET \(path) HTTP/1.1\r\nHost: evil.example/x?\r\nConnection: close\r\n\r\n")

        XCTAssertEqual(answer?.status, 400, answer?.text ?? "no answer")
        XCTAssertTrue(answer?.text.contains("Host header is missing or invalid") == true, answer?.text ?? "")
        XCTAssertFalse(answer?.text.contains("evil.example") == true, "no link built from it")
    }

    func test_media_refusesToBuildThePhotoURIWithoutAHost() async throws {
        let (server, path) = try await startPhotoServer()

        let answer = try await exchange(server, "GET \(path) HTTP/1.0\r\nConnection: close\r\n\r\n")

        XCTAssertEqual(answer?.status, 400, answer?.text ?? "no answer")
        XCTAssertTrue(answer?.text.contains("Host header is missing or invalid") == true, answer?.text ?? "")
    }

    func test_media_buildsThePhotoURIFromAHostWithAPort() async throws {
        let (server, path) = try await startPhotoServer()

        let answer = try await exchange(server, "GET \(path) HTTP/1.1\r\nHost: photos.example:8443\r\nConnection: close\r\n\r\n")

        XCTAssertEqual(answer?.status, 200, answer?.text ?? "no answer")
        XCTAssertEqual(answer?.json?["photoUri"] as? String, "http://photos.example:8443/places/photos/ref-1")
    }

    // MARK: - Helpers

    private func startPhotoServer() async throws -> (LivePlacesServer, String) {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        let restaurant = F.restaurant("Pictured", photos: [photo])
        let server = try await startLivePlacesServer(restaurants: [restaurant], images: [F.image])
        return (server, "/v1/places/\(restaurant.placeID)/photos/ref-1/media?maxWidthPx=400&skipHttpRedirect=true")
    }

    private func exchange(_ server: LivePlacesServer, _ request: String) async throws -> RawHTTPAnswer.Response? {
        try await RawSocketClient(baseURL: server.client.baseURL).exchange(request).responses.first
    }
}

@testable import CatalogDomain
import FoodybiteServer
import Foundation
import TestSupport
import XCTest

final class PlacePhotoRouteTests: XCTestCase {
    private typealias F = PlacesFixtures

    func test_photo_redirectsWithA302ToTheImage() async throws {
        let server = try await startPhotoServer()

        let answer = try await RawHTTPClient().get(url(server, ["photo_reference": "ref-1", "maxwidth": "400"]))

        XCTAssertEqual(answer.status, 302)
        let location = try XCTUnwrap(answer.header("Location"))
        let image = try await RawHTTPClient().get(try XCTUnwrap(URL(string: location, relativeTo: server.client.baseURL)))
        XCTAssertEqual(image.status, 200)
        XCTAssertEqual(image.header("Content-Type"), "image/png")
        XCTAssertEqual(image.body, F.image.bytes)
    }

    func test_photo_servesThePNGToAClientThatFollowsTheRedirect() async throws {
        let server = try await startPhotoServer()

        let answer = try await server.client.get("/maps/api/place/photo", query: ["photo_reference": "ref-1", "maxheight": "1600"])

        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.header("Content-Type"), "image/png")
        XCTAssertEqual(Array(answer.body.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG's signature")
    }

    func test_photo_answersA4xxWithAPlainTextReasonForBadParameters() async throws {
        let server = try await startPhotoServer()
        let cases: [(query: [String: String], status: Int, mentions: String)] = [
            (["maxwidth": "400"], 400, "photo_reference"),
            (["photo_reference": "ref-1"], 400, "maxwidth"),
            (["photo_reference": "ref-1", "maxwidth": "0"], 400, "maxwidth"),
            (["photo_reference": "ref-1", "maxwidth": "1601"], 400, "maxwidth"),
            (["photo_reference": "ref-1", "maxheight": "tall"], 400, "maxheight"),
            (["photo_reference": "unknown", "maxwidth": "400"], 404, "photo_reference"),
        ]
        for (query, status, mentions) in cases {
            let answer = try await server.client.get("/maps/api/place/photo", query: query)

            XCTAssertEqual(answer.status, status, "\(query)")
            XCTAssertEqual(answer.header("Content-Type"), "text/plain; charset=utf-8", "\(query)")
            XCTAssertNil(answer.json, "photo errors are not JSON")
            XCTAssertTrue(answer.text.contains(mentions), "\(query): \(answer.text)")
        }
    }

    func test_photoImage_answers404ForAnUnknownReference() async throws {
        let server = try await startPhotoServer()

        let answer = try await server.client.get("/places/photos/unknown")

        XCTAssertEqual(answer.status, 404)
    }

    // MARK: - Helpers

    private func startPhotoServer(configure: (inout ServerConfiguration) -> Void = { _ in }) async throws -> LivePlacesServer {
        let photo = CatalogPhoto(reference: "ref-1", imageName: F.image.name, width: 2, height: 1)
        return try await startLivePlacesServer(restaurants: [F.restaurant("Pictured", photos: [photo])], images: [F.image], configure: configure)
    }

    private func url(_ server: LivePlacesServer, _ query: [String: String]) throws -> URL {
        var components = try XCTUnwrap(URLComponents(url: server.client.baseURL.appendingPathComponent("/maps/api/place/photo"), resolvingAgainstBaseURL: false))
        components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        return try XCTUnwrap(components.url)
    }
}

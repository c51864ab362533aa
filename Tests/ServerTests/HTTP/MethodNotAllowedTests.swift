import Foundation
import XCTest

/// A path the server serves, asked with a method it does not serve there, is a 405 naming the methods
/// it does serve; HEAD works wherever GET does.
final class MethodNotAllowedTests: XCTestCase {
    func test_wrongMethod_answers405JSONErrorWithAllowListingThePathsMethods() async throws {
        let client = try await makeSUT()
        let expectations: [(method: String, path: String, allow: String)] = [
            ("POST", "/health", "GET, HEAD"),
            ("DELETE", "/review", "GET, HEAD, POST"),
            ("PATCH", "/review/place-1", "GET, HEAD"),
            ("PUT", "/auth/account", "DELETE, POST"),
            ("GET", "/auth/login", "POST"),
            ("OPTIONS", "/auth/signup", "POST"),
            ("POST", "/maps/api/place/photo", "GET, HEAD"),
            ("DELETE", "/places/photos/some-reference", "GET, HEAD"),
        ]

        for expected in expectations {
            let answer = try await client.request(expected.method, expected.path)

            assertAPIError(answer, status: 405, "\(expected.method) \(expected.path)")
            XCTAssertEqual(answer.header("Allow"), expected.allow, "\(expected.method) \(expected.path)")
        }
    }

    func test_wrongMethodUnderV1_answers405GoogleErrorWithAllow() async throws {
        let client = try await makeSUT()
        let expectations: [(method: String, path: String, allow: String)] = [
            ("GET", "/v1/places:searchNearby", "POST"),
            ("PUT", "/v1/places:autocomplete", "POST"),
            ("POST", "/v1/places/place-1", "GET, HEAD"),
            ("DELETE", "/v1/places/place-1/photos/ref-1/media", "GET, HEAD"),
        ]

        for expected in expectations {
            let answer = try await client.request(expected.method, expected.path)

            assertGoogleError(answer, code: 405, status: "UNIMPLEMENTED", "\(expected.method) \(expected.path)")
            XCTAssertEqual(answer.header("Allow"), expected.allow, "\(expected.method) \(expected.path)")
        }
    }

    func test_unknownPath_staysA404WithoutAllow() async throws {
        let client = try await makeSUT()

        let foodybite = try await client.request("POST", "/no/such/route")
        let placesNew = try await client.request("POST", "/v1/places:searchAlongRoute")

        assertAPIError(foodybite, status: 404)
        XCTAssertNil(foodybite.header("Allow"))
        assertGoogleError(placesNew, code: 404, status: "NOT_FOUND")
        XCTAssertNil(placesNew.header("Allow"))
    }

    func test_head_answersLikeGetWithoutABody() async throws {
        let client = try await makeSUT()

        let health = try await client.request("HEAD", "/health")
        let nearby = try await client.request("HEAD", "/maps/api/place/nearbysearch/json", query: ["location": "38.7,-9.1", "radius": "500"])

        XCTAssertEqual(health.status, 200, health.text)
        XCTAssertEqual(health.header("Content-Type"), "application/json; charset=utf-8")
        XCTAssertEqual(health.body, Data())
        XCTAssertEqual(nearby.status, 200, nearby.text)
        XCTAssertEqual(nearby.body, Data())
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> ServerClient {
        await makeRouterAPI(file: file, line: line).client
    }
}

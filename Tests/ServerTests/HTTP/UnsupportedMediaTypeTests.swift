import Foundation
import XCTest

/// Routes that read a JSON body read only JSON: another media type (or none) is a 415 before the body
/// is looked at; `application/json` with or without a UTF-8 charset is accepted.
final class UnsupportedMediaTypeTests: XCTestCase {
    private static let otherTypes = ["text/plain", "application/x-www-form-urlencoded", "application/xml", "multipart/form-data", "application/json-seq", "application/json; charset=latin1"]

    func test_foodybiteJSONRoutes_answer415ToAnotherMediaType() async throws {
        let sut = try await makeSUT()
        let user = try await sut.client.signedUpAndLoggedIn()

        for path in Self.foodybiteJSONRoutes {
            for type in Self.otherTypes {
                let answer = try await sut.client.request("POST", path, rawBody: Data("{}".utf8), headers: ["Content-Type": type], bearer: user.accessToken)

                assertAPIError(answer, status: 415, "\(path) as \(type)")
            }
        }
    }

    func test_foodybiteJSONRoutes_answer415ToABodyWithoutContentType() async throws {
        let sut = try await makeSUT()

        let answer = try await RawSocketClient(baseURL: sut.baseURL).exchange(
            "POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"
        )

        XCTAssertEqual(answer.responses.first?.status, 415, answer.text)
        XCTAssertEqual(answer.responses.first?.json?["error"] as? Bool, true, answer.text)
    }

    func test_foodybiteJSONRoutes_acceptJSONWithOrWithoutCharset() async throws {
        let sut = try await makeSUT()
        let body = try JSONSerialization.data(withJSONObject: ["email": "nobody@example.com", "password": String(repeating: "a", count: 128)])

        for type in ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=\"UTF-8\""] {
            let answer = try await sut.client.request("POST", "/auth/login", rawBody: body, headers: ["Content-Type": type])

            assertAPIError(answer, status: 401, "as \(type)")
        }
    }

    func test_placesNewPOSTRoutes_answerGoogles415ToAnotherMediaType() async throws {
        let sut = try await makeSUT()

        for path in ["/v1/places:searchNearby", "/v1/places:autocomplete"] {
            for type in Self.otherTypes {
                let answer = try await sut.client.request(
                    "POST", path, rawBody: Data("{}".utf8), headers: ["Content-Type": type, "X-Goog-FieldMask": "*"]
                )

                assertGoogleError(answer, code: 415, status: "INVALID_ARGUMENT", "\(path) as \(type)")
            }
        }
    }

    // MARK: - Helpers

    private static let foodybiteJSONRoutes = ["/auth/signup", "/auth/login", "/auth/accessToken", "/auth/changePassword", "/auth/account", "/review"]

    private func makeSUT() async throws -> (client: ServerClient, baseURL: URL) {
        let server = try await startServer { $0.catalog.demoRestaurantCount = 0 }
        return (ServerClient(baseURL: server.baseURL), server.baseURL)
    }
}

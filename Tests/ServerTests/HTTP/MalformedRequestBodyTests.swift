import Foundation
import XCTest

/// Bodies that break HTTP's framing (a bad chunk size) or end early (the client went away) are the
/// client's fault: a 400 in the route's JSON error shape, never a 500 or an error in the log.
final class MalformedRequestBodyTests: XCTestCase {
    func test_foodybitePOSTRoutes_answer400JSONErrorToABadChunkSize() async throws {
        let sut = try await makeSUT()
        let user = try await sut.client.signedUpAndLoggedIn()

        for path in ["/auth/signup", "/auth/login", "/auth/accessToken", "/auth/changePassword", "/auth/account", "/review"] {
            let answer = try await sut.socket.exchange(Self.badlyChunked("POST", path, bearer: user.accessToken))

            let responses = answer.responses
            XCTAssertEqual(responses.count, 1, "\(path): \(answer.text)")
            XCTAssertEqual(responses.first?.status, 400, "\(path): \(answer.text)")
            XCTAssertEqual(responses.first?.json?["error"] as? Bool, true, "\(path): \(answer.text)")
            XCTAssertFalse((responses.first?.json?["reason"] as? String ?? "").isEmpty, "\(path): \(answer.text)")
        }
        XCTAssertEqual(sut.logs.problems.map(\.message), [])
    }

    func test_placesNewPOSTRoutes_answerGoogles400ErrorToABadChunkSize() async throws {
        let sut = try await makeSUT()

        for path in ["/v1/places:searchNearby", "/v1/places:autocomplete"] {
            let answer = try await sut.socket.exchange(Self.badlyChunked("POST", path, extraHeaders: "X-Goog-FieldMask: *\r\n"))

            let responses = answer.responses
            XCTAssertEqual(responses.count, 1, "\(path): \(answer.text)")
            XCTAssertEqual(responses.first?.status, 400, "\(path): \(answer.text)")
            let error = responses.first?.json?["error"] as? [String: Any]
            XCTAssertEqual(error?["code"] as? Int, 400, "\(path): \(answer.text)")
            XCTAssertEqual(error?["status"] as? String, "INVALID_ARGUMENT", "\(path): \(answer.text)")
        }
        XCTAssertEqual(sut.logs.problems.map(\.message), [])
    }

    func test_clientLeavingMidBody_isNotLoggedAsAServerProblem() async throws {
        let sut = try await makeSUT()
        let head = "POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"

        _ = try await sut.socket.exchange(head + "Content-Length: 100\r\n\r\n{\"email\":", ending: .close)
        _ = try await sut.socket.exchange(head + "Transfer-Encoding: chunked\r\n\r\n5\r\n{\"ema", ending: .close)
        _ = try await sut.socket.exchange(head + "Content-Length: 100\r\n\r\n{\"email\":", ending: .reset)

        let answered = await sut.logs.waitFor { entry in
            entry.message == "request" && entry.metadata["http.path"] == "/auth/login"
        }
        XCTAssertTrue(answered, "the requests were logged")
        _ = await sut.logs.waitFor(timeout: 1) { $0.level >= .warning }
        XCTAssertEqual(sut.logs.problems.map { "\($0.message) \($0.metadata)" }, [])
        XCTAssertFalse(sut.logs.entries.contains { $0.metadata["http.status"] == "500" }, "no 500 was answered")
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> LoggedServer {
        try await startLoggedServer()
    }

    /// A chunked POST whose first chunk size is not hexadecimal.
    private static func badlyChunked(_ method: String, _ path: String, bearer: String? = nil, extraHeaders: String = "") -> String {
        let authorization = bearer.map { "Authorization: Bearer \($0)\r\n" } ?? ""
        return "\(method) \(path) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\(authorization)\(extraHeaders)"
            + "Transfer-Encoding: chunked\r\n\r\nZZ\r\n{\"a\"\r\n0\r\n\r\n"
    }
}

import Foundation
import XCTest

/// Requests the HTTP layer itself refuses (a request line or headers over its limit, garbage instead of
/// a request line) are answered with a JSON error like every other, exactly once.
final class MalformedRequestHeadTests: XCTestCase {
    func test_oversizedURL_answers431JSONError() async throws {
        let sut = try await makeSUT()

        let answer = try await sut.socket.exchange("GET /health?q=\(Self.oversized) HTTP/1.1\r\nHost: localhost\r\n\r\n")

        XCTAssertEqual(answer.responses.count, 1, answer.text.prefix(300).description)
        let response = try XCTUnwrap(answer.responses.first)
        XCTAssertEqual(response.status, 431)
        XCTAssertEqual(response.header("Content-Type"), "application/json; charset=utf-8")
        XCTAssertEqual(response.header("Connection"), "close")
        XCTAssertEqual(response.json?["error"] as? Bool, true, response.text)
        XCTAssertFalse((response.json?["reason"] as? String ?? "").isEmpty, response.text)
    }

    func test_oversizedHeader_answers431JSONError() async throws {
        let sut = try await makeSUT()

        let answer = try await sut.socket.exchange("GET /health HTTP/1.1\r\nHost: localhost\r\nX-Padding: \(Self.oversized)\r\n\r\n")

        XCTAssertEqual(answer.responses.count, 1, answer.text.prefix(300).description)
        XCTAssertEqual(answer.responses.first?.status, 431)
        XCTAssertEqual(answer.responses.first?.json?["error"] as? Bool, true, answer.text)
    }

    func test_oversizedURLUnderV1_answersGooglesErrorObject() async throws {
        let sut = try await makeSUT()

        let answer = try await sut.socket.exchange("GET /v1/places/\(Self.oversized) HTTP/1.1\r\nHost: localhost\r\n\r\n")

        XCTAssertEqual(answer.responses.count, 1, answer.text.prefix(300).description)
        let error = answer.responses.first?.json?["error"] as? [String: Any]
        XCTAssertEqual(answer.responses.first?.status, 431, answer.text)
        XCTAssertEqual(error?["code"] as? Int, 431, answer.text)
        XCTAssertEqual(error?["status"] as? String, "INVALID_ARGUMENT", answer.text)
    }

    func test_garbageRequestLine_answers400JSONError() async throws {
        let sut = try await makeSUT()

        let answer = try await sut.socket.exchange("THIS IS NOT HTTP\r\n\r\n")

        XCTAssertEqual(answer.responses.count, 1, answer.text)
        XCTAssertEqual(answer.responses.first?.status, 400, answer.text)
        XCTAssertEqual(answer.responses.first?.json?["error"] as? Bool, true, answer.text)
    }

    func test_aSecondRequestOverTheLimitOnAKeptAliveConnection_isAnsweredInItsOwnShape() async throws {
        let sut = try await makeSUT()

        let answer = try await sut.socket.conversation([
            "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n",
            "POST /v1/places:searchNearby?q=\(Self.oversized) HTTP/1.1\r\nHost: localhost\r\n\r\n",
        ])

        XCTAssertEqual(answer.responses.map(\.status), [200, 431], answer.text.prefix(600).description)
        XCTAssertEqual((answer.responses.last?.json?["error"] as? [String: Any])?["code"] as? Int, 431, answer.text.prefix(600).description)
    }

    func test_routeAnsweringBeforeABrokenBody_sendsOneResponseOnly() async throws {
        let sut = try await makeSUT()

        let answer = try await sut.socket.exchange(
            "POST /auth/logout HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n"
        )

        XCTAssertEqual(answer.responses.map(\.status), [401], answer.text)
    }

    func test_refusedRequests_areNotLoggedAsServerProblems() async throws {
        let sut = try await makeSUT()

        _ = try await sut.socket.exchange("GET /health?q=\(Self.oversized) HTTP/1.1\r\nHost: localhost\r\n\r\n")
        _ = try await sut.socket.exchange("THIS IS NOT HTTP\r\n\r\n")

        XCTAssertEqual(sut.logs.problems.map { "\($0.message) \($0.metadata)" }, [])
    }

    // MARK: - Helpers

    /// Over the HTTP decoder's 80 KiB limit on the request line and headers.
    private static let oversized = String(repeating: "a", count: 90 * 1024)

    private func makeSUT() async throws -> LoggedServer {
        try await startLoggedServer { $0.catalog.demoRestaurantCount = 0 }
    }
}

import Core
import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every request ends within its limits whatever a hostile server does (a server over raw sockets).
final class URLSessionHTTPClientLimitsTests: XCTestCase {
    func test_send_givesUpAtTheDeadlineWhenTheServerDripsItsAnswer() async throws {
        let server = try HostileHTTPServer(.drip)
        let sut = URLSessionHTTPClient(limits: makeLimits(deadlineSeconds: 1))

        await assertThrowsAsync(HTTPClientError.deadlineExceeded(origin: origin(of: server), seconds: 1)) {
            _ = try await sut.send(URLRequest(url: server.baseURL.appendingPathComponent("nearby")))
        }
    }

    func test_send_dropsAJSONAnswerLargerThanItsCapWithoutALengthDeclared() async throws {
        try await assertRefused(.huge, limitBytes: HTTPClientLimits.standard.maxAnswerBytes)
    }

    func test_send_dropsAnAnswerDeclaringMoreThanItsCapBeforeReadingIt() async throws {
        try await assertRefused(.declaredHuge, limitBytes: HTTPClientLimits.standard.maxAnswerBytes)
    }

    func test_send_dropsACompressedAnswerOnceItInflatesPastTheCap() async throws {
        try await assertRefused(.bomb, limitBytes: HTTPClientLimits.standard.maxAnswerBytes)
    }

    func test_send_capsPhotosAtTheImageLimit() async throws {
        try await assertRefused(.hugePhoto, limitBytes: HTTPClientLimits.standard.maxImageBytes)
    }

    func test_send_saysTheServerRedirectedTooManyTimes() async throws {
        let server = try HostileHTTPServer(.loop)

        await assertThrowsAsync(HTTPClientError.tooManyRedirects(origin: origin(of: server), limit: 10)) {
            _ = try await URLSessionHTTPClient().send(URLRequest(url: server.baseURL.appendingPathComponent("loop")))
        }
    }

    func test_send_stillReturnsAnAnswerWithinTheLimits() async throws {
        let server = try HostileHTTPServer(.json(#"{"status":"ok"}"#))

        let (data, response) = try await URLSessionHTTPClient().send(URLRequest(url: server.baseURL.appendingPathComponent("health")))

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"status":"ok"}"#)
    }

    // MARK: - Helpers

    private func assertRefused(_ behaviour: HostileHTTPServer.Behaviour, limitBytes: Int, file: StaticString = #filePath, line: UInt = #line) async throws {
        let server = try HostileHTTPServer(behaviour)

        var post = URLRequest(url: server.baseURL.appendingPathComponent("v1/places:searchNearby"))
        post.httpMethod = "POST"
        post.httpBody = Data(#"{"includedTypes": ["restaurant"]}"#.utf8)
        for request in [URLRequest(url: server.baseURL.appendingPathComponent("answer")), post] {
            await assertThrowsAsync(HTTPClientError.answerTooLarge(origin: origin(of: server), limitBytes: limitBytes), file: file, line: line) {
                _ = try await URLSessionHTTPClient().send(request)
            }
        }
    }

    private func makeLimits(deadlineSeconds: Double) -> HTTPClientLimits {
        HTTPClientLimits(deadlineSeconds: deadlineSeconds, maxAnswerBytes: 1_048_576, maxImageBytes: 1_048_576, maxRedirects: 10)
    }

    private func origin(of server: HostileHTTPServer) -> String {
        "http://127.0.0.1:\(server.baseURL.port ?? 0)"
    }
}

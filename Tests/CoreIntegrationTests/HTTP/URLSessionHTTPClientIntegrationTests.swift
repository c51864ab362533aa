import Core
import Foundation
import ServerTestSupport
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSession against the real server over loopback.
final class URLSessionHTTPClientIntegrationTests: XCTestCase {
    func test_send_getsTheServersAnswerOverLoopback() async throws {
        let server = try await startServer()
        let sut = URLSessionHTTPClient()

        let (data, response) = try await sut.send(URLRequest(url: server.baseURL.appendingPathComponent("health")))

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.value(forHTTPHeaderField: "Content-Type"), "application/json; charset=utf-8")
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(body["status"] as? String, "ok")
    }

    func test_send_returnsErrorStatusesAsAnswersNotFailures() async throws {
        let server = try await startServer()

        let (data, response) = try await URLSessionHTTPClient().send(URLRequest(url: server.baseURL.appendingPathComponent("no-such-route")))

        XCTAssertEqual(response.statusCode, 404)
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(body["error"] as? Bool, true)
    }

    func test_send_throwsCannotConnectNamingTheOriginWhenNothingListens() async throws {
        let port = try unusedPort()
        let url = URL(string: "http://127.0.0.1:\(port)/health?key=SECRET")!

        await assertThrowsAsync(HTTPClientError.cannotConnect(origin: "http://127.0.0.1:\(port)")) {
            _ = try await URLSessionHTTPClient().send(URLRequest(url: url))
        }
    }

    func test_send_throwsTimedOutWhenTheServerNeverAnswers() async throws {
        let (socket, port) = try silentListener()
        defer { close(socket) }
        let sut = URLSessionHTTPClient(idleTimeout: 0.5)

        await assertThrowsAsync(HTTPClientError.timedOut(origin: "http://127.0.0.1:\(port)")) {
            _ = try await sut.send(URLRequest(url: URL(string: "http://127.0.0.1:\(port)/")!))
        }
    }

    // MARK: - Helpers

    /// A socket that listens (so connections succeed) but never answers.
    private func silentListener() throws -> (Int32, Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else { throw AnyError() }
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    private func unusedPort() throws -> Int {
        let (descriptor, port) = try silentListener()
        close(descriptor)
        return port
    }
}

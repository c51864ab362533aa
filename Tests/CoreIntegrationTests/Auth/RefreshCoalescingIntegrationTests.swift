import Core
import Foundation
import GRDB
import ServerTestSupport
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Core's token refresh against the real server over loopback: parallel requests that find the access
/// token expired cause one refresh on the server, and a refused refresh ends the session locally.
final class RefreshCoalescingIntegrationTests: XCTestCase {
    func test_tenParallelRequestsWithAnExpiredToken_causeOneRefreshOnTheServer() async throws {
        let dataDirectory = try makeTemporaryDirectory().appendingPathComponent("server")
        let server = try await startServer { $0.dataDirectory = dataDirectory }
        let tokenStore = InMemoryTokenStore(token: try await signUpAndLogIn(at: server.baseURL))
        let sut = makeAuthenticatedClient(baseURL: server.baseURL, tokenStore: tokenStore, clockAhead: 3_600)

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<10 {
                group.addTask { try await sut.send(URLRequest(url: server.baseURL.appendingPathComponent("review"))).1.statusCode }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }

        XCTAssertEqual(statuses, Array(repeating: 200, count: 10))
        XCTAssertEqual(try refreshCounts(in: dataDirectory), [1], "The server saw more than one refresh")
        XCTAssertEqual(tokenStore.writeCount, 1)
    }

    func test_twoProcessesSharingTheCredentialsFile_refreshOnceBetweenThem() async throws {
        let dataDirectory = try makeTemporaryDirectory().appendingPathComponent("server")
        let server = try await startServer { $0.dataDirectory = dataDirectory }
        let state = try makeTemporaryDirectory()
        let server1 = URLOrigin.of(server.baseURL)
        try FileTokenStore(fileURL: state.appendingPathComponent("credentials.json"), server: server1).write(try await signUpAndLogIn(at: server.baseURL))
        // Each "process" has its own refresher and store objects; they share only the files.
        let clients = (0..<2).map { _ in
            let store = FileTokenStore(fileURL: state.appendingPathComponent("credentials.json"), server: server1)
            let client = URLSessionHTTPClient()
            let refresher = RefreshTokenService(loader: RemoteStore(client: client), baseURL: server.baseURL, tokenStore: store, lock: FileLock(fileURL: state.appendingPathComponent("refresh.lock")))
            return AuthenticatedHTTPClient(decoratee: client, tokenStore: store, refresher: refresher, now: { Date().addingTimeInterval(3_600) })
        }

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for client in clients {
                group.addTask { try await client.send(URLRequest(url: server.baseURL.appendingPathComponent("review"))).1.statusCode }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }

        XCTAssertEqual(statuses, [200, 200])
        XCTAssertEqual(try refreshCounts(in: dataDirectory), [1])
    }

    func test_refreshTheServerRefuses_clearsTheSessionAndAsksToLogInAgain() async throws {
        let server = try await startServer()
        let token = try await signUpAndLogIn(at: server.baseURL)
        try await post(server.baseURL.appendingPathComponent("auth/logout"), json: [:], bearer: token.accessToken)
        let tokenStore = InMemoryTokenStore(token: token)
        let sut = makeAuthenticatedClient(baseURL: server.baseURL, tokenStore: tokenStore, clockAhead: 0)

        await assertThrowsAsync(AuthenticationError.sessionExpired) {
            _ = try await sut.send(URLRequest(url: server.baseURL.appendingPathComponent("review")))
        }
        XCTAssertNil(try tokenStore.read())
    }

    // MARK: - Helpers

    private func makeAuthenticatedClient(baseURL: URL, tokenStore: InMemoryTokenStore, clockAhead seconds: TimeInterval) -> AuthenticatedHTTPClient {
        let client = URLSessionHTTPClient()
        let refresher = RefreshTokenService(loader: RemoteStore(client: client), baseURL: baseURL, tokenStore: tokenStore)
        return AuthenticatedHTTPClient(decoratee: client, tokenStore: tokenStore, refresher: refresher, now: { Date().addingTimeInterval(seconds) })
    }

    private func signUpAndLogIn(at baseURL: URL) async throws -> AuthToken {
        let password = SHA512PasswordHasher().hash("Secret#123")
        try await post(baseURL.appendingPathComponent("auth/signup"), json: ["name": "Ana Lima", "email": "ana@example.com", "password": password])
        let data = try await post(baseURL.appendingPathComponent("auth/login"), json: ["email": "ana@example.com", "password": password])
        struct Login: Decodable { let token: AuthToken }
        return try JSONDecoder().decode(Login.self, from: data).token
    }

    @discardableResult
    private func post(_ url: URL, json: [String: String], bearer: String? = nil) async throws -> Data {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: json)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let bearer { request.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await URLSessionHTTPClient().send(request)
        guard (200..<300).contains(response.statusCode) else { throw AnyError() }
        return data
    }

    private func refreshCounts(in dataDirectory: URL) throws -> [Int] {
        try DatabaseQueue(path: dataDirectory.appendingPathComponent("server.sqlite").path).read { db in
            try Int.fetchAll(db, sql: "SELECT refreshCount FROM session")
        }
    }
}

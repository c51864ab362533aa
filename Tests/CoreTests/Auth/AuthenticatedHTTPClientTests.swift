import Core
import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class AuthenticatedHTTPClientTests: XCTestCase {
    func test_send_signsTheRequestWithTheStoredAccessToken() async throws {
        let token = validToken()
        let (sut, client, refresher) = makeSUT(token: token, answers: [.status(200)])

        _ = try await sut.send(anyRequest())

        XCTAssertEqual(client.requests.first?.value(forHTTPHeaderField: "Authorization"), "Bearer \(token.accessToken)")
        XCTAssertEqual(refresher.staleTokens, [])
    }

    func test_send_throwsNotLoggedInWithoutSendingWhenNoTokenIsStored() async {
        let (sut, client, _) = makeSUT(token: nil)

        await assertThrowsAsync(AuthenticationError.notLoggedIn) { _ = try await sut.send(self.anyRequest()) }
        XCTAssertTrue(client.requests.isEmpty)
    }

    func test_send_refreshesBeforeSendingWhenTheAccessTokenHasExpired() async throws {
        let expired = AuthToken(accessToken: makeUnsignedJWT(expiresAt: now.addingTimeInterval(-60)), refreshToken: "r1")
        let fresh = validToken(refreshToken: "r2")
        let (sut, client, refresher) = makeSUT(token: expired, refreshed: fresh, answers: [.status(200)])

        _ = try await sut.send(anyRequest())

        XCTAssertEqual(refresher.staleTokens, [expired])
        XCTAssertEqual(client.requests.count, 1)
        XCTAssertEqual(client.requests.first?.value(forHTTPHeaderField: "Authorization"), "Bearer \(fresh.accessToken)")
    }

    func test_send_refreshesAndRetriesOnceWhenTheServerAnswers401() async throws {
        let token = validToken(refreshToken: "r1")
        let fresh = validToken(refreshToken: "r2", subject: "fresh")
        let (sut, client, refresher) = makeSUT(token: token, refreshed: fresh, answers: [.status(401), .status(200)])

        let (_, response) = try await sut.send(anyRequest())

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(refresher.staleTokens, [token])
        XCTAssertEqual(client.requests.map { $0.value(forHTTPHeaderField: "Authorization") }, ["Bearer \(token.accessToken)", "Bearer \(fresh.accessToken)"])
    }

    func test_send_returnsTheSecond401WithoutRefreshingAgain() async throws {
        let (sut, client, refresher) = makeSUT(token: validToken(), refreshed: validToken(subject: "other"), answers: [.status(401), .status(401)])

        let (_, response) = try await sut.send(anyRequest())

        XCTAssertEqual(response.statusCode, 401)
        XCTAssertEqual(client.requests.count, 2)
        XCTAssertEqual(refresher.staleTokens.count, 1)
    }

    func test_send_passesTheRefreshFailureOn() async {
        let (sut, _, _) = makeSUT(token: validToken(), refreshError: AuthenticationError.sessionExpired, answers: [.status(401)])

        await assertThrowsAsync(AuthenticationError.sessionExpired) { _ = try await sut.send(self.anyRequest()) }
    }

    // MARK: - Helpers

    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func makeSUT(
        token: AuthToken?,
        refreshed: AuthToken? = nil,
        refreshError: (any Error)? = nil,
        answers: [HTTPClientSpy.Answer] = []
    ) -> (AuthenticatedHTTPClient, HTTPClientSpy, TokenRefresherSpy) {
        let client = HTTPClientSpy(answers: answers)
        let refresher = TokenRefresherSpy(result: refreshError.map { .failure($0) } ?? .success(refreshed ?? validToken()))
        let fixedNow = now
        let sut = AuthenticatedHTTPClient(decoratee: client, tokenStore: InMemoryTokenStore(token: token), refresher: refresher, now: { fixedNow })
        return (sut, client, refresher)
    }

    private func validToken(refreshToken: String = "refresh", subject: String = "user") -> AuthToken {
        AuthToken(accessToken: makeUnsignedJWT(expiresAt: now.addingTimeInterval(600), subject: subject), refreshToken: refreshToken)
    }

    private func anyRequest() -> URLRequest {
        URLRequest(url: URL(string: "http://h/review")!)
    }

    private final class TokenRefresherSpy: TokenRefresher, @unchecked Sendable {
        private let lock = NSLock()
        private let result: Result<AuthToken, any Error>
        private var stale: [AuthToken] = []

        init(result: Result<AuthToken, any Error>) {
            self.result = result
        }

        var staleTokens: [AuthToken] { lock.withLock { stale } }

        func refreshedToken(replacing stale: AuthToken) async throws -> AuthToken {
            lock.withLock { self.stale.append(stale) }
            return try result.get()
        }
    }
}

import Core
import Foundation
import TestSupport
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class RefreshTokenServiceTests: XCTestCase {
    func test_refreshedToken_postsTheRefreshTokenWithoutAuthorizationAndStoresTheAnswer() async throws {
        let stale = AuthToken(accessToken: "a1", refreshToken: "r1")
        let (sut, client, store) = makeSUT(stored: stale, answers: [.json(#"{"accessToken":"a2","refreshToken":"r2"}"#)])

        let fresh = try await sut.refreshedToken(replacing: stale)

        XCTAssertEqual(fresh, AuthToken(accessToken: "a2", refreshToken: "r2"))
        XCTAssertEqual(try store.read(), fresh)
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.absoluteString, "http://h/auth/accessToken")
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(request.httpBody.map { String(decoding: $0, as: UTF8.self) }, #"{"refreshToken":"r1"}"#)
    }

    func test_refreshedToken_makesOneRequestWhenCalledTenTimesInParallel() async throws {
        let stale = AuthToken(accessToken: "a1", refreshToken: "r1")
        let (sut, client, _) = makeSUT(stored: stale, answers: [.json(#"{"accessToken":"a2","refreshToken":"r2"}"#)])

        let tokens = try await withThrowingTaskGroup(of: AuthToken.self) { group in
            for _ in 0..<10 {
                group.addTask { try await sut.refreshedToken(replacing: stale) }
            }
            return try await group.reduce(into: [AuthToken]()) { $0.append($1) }
        }

        XCTAssertEqual(client.requests.count, 1)
        XCTAssertEqual(Set(tokens.map(\.accessToken)), ["a2"])
    }

    func test_refreshedToken_returnsTheStoredTokenWithoutARequestWhenItIsNewerThanTheStaleOne() async throws {
        let stored = AuthToken(accessToken: "a2", refreshToken: "r2")
        let (sut, client, _) = makeSUT(stored: stored)

        let token = try await sut.refreshedToken(replacing: AuthToken(accessToken: "a1", refreshToken: "r1"))

        XCTAssertEqual(token, stored)
        XCTAssertTrue(client.requests.isEmpty)
    }

    func test_refreshedToken_clearsTheSessionAndThrowsSessionExpiredWhenTheServerRefuses() async throws {
        for status in [400, 401, 403, 404] {
            let stale = AuthToken(accessToken: "a1", refreshToken: "r1")
            let (sut, _, store) = makeSUT(stored: stale, answers: [.json(#"{"error":true,"reason":"Invalid refresh token"}"#, status: status)])

            await assertThrowsAsync(AuthenticationError.sessionExpired) { _ = try await sut.refreshedToken(replacing: stale) }
            XCTAssertNil(try store.read(), "status \(status)")
        }
    }

    func test_refreshedToken_keepsTheSessionWhenARefusalSaysNothingAboutIt() async throws {
        for status in [408, 413, 429] {
            let stale = AuthToken(accessToken: "a1", refreshToken: "r1")
            let (sut, _, store) = makeSUT(stored: stale, answers: [.status(status)])

            await assertThrowsAsync(RemoteStoreError.rejected(status: status, reason: nil)) { _ = try await sut.refreshedToken(replacing: stale) }
            XCTAssertEqual(try store.read(), stale, "status \(status)")
        }
    }

    func test_refreshedToken_usesTokensAnotherProcessFetchedWhileItWaitedForTheLock() async throws {
        let stale = AuthToken(accessToken: "a1", refreshToken: "r1")
        let fetchedElsewhere = AuthToken(accessToken: "a2", refreshToken: "r2")
        let client = HTTPClientSpy()
        let store = InMemoryTokenStore(token: stale)
        let lock = LockSpy(whileAcquiring: { try store.write(fetchedElsewhere) })
        let sut = RefreshTokenService(loader: RemoteStore(client: client), baseURL: URL(string: "http://h")!, tokenStore: store, lock: lock)

        let token = try await sut.refreshedToken(replacing: stale)

        XCTAssertEqual(token, fetchedElsewhere)
        XCTAssertEqual(lock.acquisitions, 1)
        XCTAssertTrue(client.requests.isEmpty)
    }

    func test_refreshedToken_keepsTheSessionWhenTheServerCannotBeReached() async throws {
        let stale = AuthToken(accessToken: "a1", refreshToken: "r1")
        let (sut, _, store) = makeSUT(stored: stale, answers: [.failure(HTTPClientError.cannotConnect(origin: "http://h"))])

        await assertThrowsAsync(HTTPClientError.cannotConnect(origin: "http://h")) { _ = try await sut.refreshedToken(replacing: stale) }
        XCTAssertEqual(try store.read(), stale)
    }

    func test_refreshedToken_keepsTheSessionOnAServerError() async throws {
        let stale = AuthToken(accessToken: "a1", refreshToken: "r1")
        let (sut, _, store) = makeSUT(stored: stale, answers: [.status(500)])

        await assertThrowsAsync(RemoteStoreError.serverError(status: 500, reason: nil)) { _ = try await sut.refreshedToken(replacing: stale) }
        XCTAssertEqual(try store.read(), stale)
    }

    func test_refreshedToken_throwsNotLoggedInWhenNothingIsStored() async {
        let (sut, client, _) = makeSUT(stored: nil)

        await assertThrowsAsync(AuthenticationError.notLoggedIn) { _ = try await sut.refreshedToken(replacing: AuthToken(accessToken: "a", refreshToken: "r")) }
        XCTAssertTrue(client.requests.isEmpty)
    }

    // MARK: - Helpers

    /// A lock that runs `whileAcquiring` before granting itself, like another process finishing first.
    private final class LockSpy: CrossProcessLock, @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private let whileAcquiring: @Sendable () throws -> Void

        init(whileAcquiring: @escaping @Sendable () throws -> Void) {
            self.whileAcquiring = whileAcquiring
        }

        var acquisitions: Int { lock.withLock { count } }

        func withLock<Result: Sendable>(isolation: isolated (any Actor)?, _ body: () async throws -> Result) async throws -> Result {
            lock.withLock { count += 1 }
            try whileAcquiring()
            return try await body()
        }
    }

    private func makeSUT(stored: AuthToken?, answers: [HTTPClientSpy.Answer] = []) -> (RefreshTokenService, HTTPClientSpy, InMemoryTokenStore) {
        let client = HTTPClientSpy(answers: answers)
        let store = InMemoryTokenStore(token: stored)
        let sut = RefreshTokenService(loader: RemoteStore(client: client), baseURL: URL(string: "http://h")!, tokenStore: store)
        return (sut, client, store)
    }
}

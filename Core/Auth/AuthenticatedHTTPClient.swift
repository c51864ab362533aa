import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Signs requests with the stored access token. A token about to expire is refreshed before the
/// request; a request refused with 401 is refreshed and retried once. Refreshes are coalesced by the
/// `TokenRefresher`.
public struct AuthenticatedHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient
    private let tokenStore: any TokenStore
    private let refresher: any TokenRefresher
    private let now: @Sendable () -> Date

    public init(
        decoratee: any HTTPClient,
        tokenStore: any TokenStore,
        refresher: any TokenRefresher,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.decoratee = decoratee
        self.tokenStore = tokenStore
        self.refresher = refresher
        self.now = now
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard var token = try tokenStore.read() else { throw AuthenticationError.notLoggedIn }
        if AccessTokenExpiry.isExpired(token.accessToken, at: now()) {
            token = try await refresher.refreshedToken(replacing: token)
        }
        let (data, response) = try await decoratee.send(signed(request, with: token))
        guard response.statusCode == 401 else { return (data, response) }

        let refreshed = try await refresher.refreshedToken(replacing: token)
        return try await decoratee.send(signed(request, with: refreshed))
    }

    private func signed(_ request: URLRequest, with token: AuthToken) -> URLRequest {
        var signed = request
        signed.setValue("Bearer \(token.accessToken)", forHTTPHeaderField: "Authorization")
        return signed
    }
}

import Foundation

/// Refreshes the session's tokens, one request at a time: callers that arrive while a refresh is in
/// flight wait for it, and callers holding a token older than the stored one get the stored one.
/// When the server refuses the refresh token the session is cleared and `sessionExpired` thrown.
public actor RefreshTokenService: TokenRefresher {
    private let loader: any ResourceLoader
    private let baseURL: URL
    private let tokenStore: any TokenStore
    private var refreshTask: Task<AuthToken, any Error>?

    public init(loader: any ResourceLoader, baseURL: URL, tokenStore: any TokenStore) {
        self.loader = loader
        self.baseURL = baseURL
        self.tokenStore = tokenStore
    }

    public func refreshedToken(replacing stale: AuthToken) async throws -> AuthToken {
        if let refreshTask {
            return try await refreshTask.value
        }
        guard let stored = try tokenStore.read() else { throw AuthenticationError.notLoggedIn }
        if stored.accessToken != stale.accessToken {
            return stored
        }
        let task = Task { try await self.fetchToken(using: stored.refreshToken) }
        refreshTask = task
        defer { refreshTask = nil }
        return try await task.value
    }

    private func fetchToken(using refreshToken: String) async throws -> AuthToken {
        let request = try RefreshTokenEndpoint(refreshToken: refreshToken).urlRequest(baseURL: baseURL)
        let token: AuthToken
        do {
            token = try await loader.get(AuthToken.self, for: request)
        } catch let error as RemoteStoreError {
            switch error {
            case .unauthorized, .rejected:
                try? tokenStore.delete()
                throw AuthenticationError.sessionExpired
            case .serverError, .invalidData:
                throw error
            }
        }
        try tokenStore.write(token)
        return token
    }
}

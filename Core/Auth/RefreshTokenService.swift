import Foundation

/// Refreshes the session's tokens one request at a time: callers that arrive while a refresh is in
/// flight wait for it, and a lock shared with other processes of the app makes a second process use
/// the tokens the first one fetched instead of spending the same refresh token again (the server takes
/// a reused refresh token for a stolen one and ends the session). When the server refuses the refresh
/// token the session is cleared and `sessionExpired` thrown.
public actor RefreshTokenService: TokenRefresher {
    private let loader: RemoteStore
    private let baseURL: URL
    private let tokenStore: any TokenStore
    private let lock: (any CrossProcessLock)?
    private var refreshTask: Task<AuthToken, any Error>?

    public init(loader: RemoteStore, baseURL: URL, tokenStore: any TokenStore, lock: (any CrossProcessLock)? = nil) {
        self.loader = loader
        self.baseURL = baseURL
        self.tokenStore = tokenStore
        self.lock = lock
    }

    public func refreshedToken(replacing stale: AuthToken) async throws -> AuthToken {
        if let refreshTask {
            return try await refreshTask.value
        }
        let task = Task { try await self.refreshUnlessDone(replacing: stale) }
        refreshTask = task
        defer { refreshTask = nil }
        return try await task.value
    }

    private func refreshUnlessDone(replacing stale: AuthToken) async throws -> AuthToken {
        guard let lock else { return try await refreshIfStillStale(stale) }
        return try await lock.withLock { try await refreshIfStillStale(stale) }
    }

    /// Reads the store again: someone (another task, another process) may have refreshed already.
    private func refreshIfStillStale(_ stale: AuthToken) async throws -> AuthToken {
        guard let stored = try tokenStore.read() else { throw AuthenticationError.notLoggedIn }
        if stored.accessToken != stale.accessToken {
            return stored
        }
        return try await fetchToken(using: stored.refreshToken)
    }

    private func fetchToken(using refreshToken: String) async throws -> AuthToken {
        let request = try RefreshTokenEndpoint(refreshToken: refreshToken).urlRequest(baseURL: baseURL)
        let token: AuthToken
        do {
            token = try await loader.get(AuthToken.self, for: request)
        } catch let error as RemoteStoreError where Self.meansSessionIsOver(error) {
            try? tokenStore.delete()
            throw AuthenticationError.sessionExpired
        }
        try tokenStore.write(token)
        return token
    }

    /// The refresh token itself was refused (401; 400/403/404 from the original server). Anything else
    /// (a proxy's 429, a 5xx) says nothing about the session, which is kept.
    private static func meansSessionIsOver(_ error: RemoteStoreError) -> Bool {
        switch error {
        case .unauthorized: true
        case let .rejected(status, _): [400, 403, 404].contains(status)
        case .serverError, .invalidData: false
        }
    }
}

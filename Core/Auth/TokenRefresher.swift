/// Exchanges the refresh token for a new pair.
public protocol TokenRefresher: Sendable {
    /// Returns a token newer than `stale`: either one another caller already fetched, or a fresh one.
    func refreshedToken(replacing stale: AuthToken) async throws -> AuthToken
}

import AccountsDomain
import Hummingbird
import NIOCore
import ServerHTTP

/// The request context of every route: Hummingbird's core storage, the peer's address (used to
/// throttle repeated failed logins) and, behind `AuthenticationMiddleware`, the caller (behind
/// `AccessTokenMiddleware`, only its verified access token).
public struct FoodybiteRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    public var remoteAddress: String
    /// The signed-in user making the request, set by `AuthenticationMiddleware`; nil on public routes.
    package var caller: AuthenticatedUser?
    /// The verified claims of the request's access token, set by `AccessTokenMiddleware` for a route that
    /// checks the token's session in its own read; nil elsewhere.
    package var accessToken: AccessTokenPayload?

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = CoreRequestContextStorage(source: source)
        self.remoteAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// The caller of a route registered behind `AuthenticationMiddleware`. A route registered anywhere
    /// else has none and answers 401, so a wiring mistake never lets a request through unauthenticated.
    package func requireCaller() throws -> AuthenticatedUser {
        guard let caller else { throw APIError.unauthorized("Missing access token (Authorization: Bearer <token>).") }
        return caller
    }

    /// The access token of a route registered behind `AccessTokenMiddleware`; anywhere else a 401, as
    /// `requireCaller()` answers.
    package func requireAccessToken() throws -> AccessTokenPayload {
        guard let accessToken else { throw APIError.unauthorized("Missing access token (Authorization: Bearer <token>).") }
        return accessToken
    }
}

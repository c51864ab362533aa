import AccountsDomain
import Foundation
import Hummingbird
import ServerHTTP

/// The one place where a route's caller is established: a request reaches the routes behind this
/// middleware only with `Authorization: Bearer <access token>` signed with our key, unexpired, whose
/// session and user still exist; its caller is then in `context.caller`. Anything else is a 401.
package struct AuthenticationMiddleware: RouterMiddleware {
    package typealias Context = FoodybiteRequestContext

    package let signer: AccessTokenSigner
    package let sessions: any SessionRepository
    package let now: @Sendable () -> Date

    package init(signer: AccessTokenSigner, sessions: any SessionRepository, now: @escaping @Sendable () -> Date) {
        self.signer = signer
        self.sessions = sessions
        self.now = now
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.caller = try await authenticate(request)
        return try await next(request, context)
    }

    private func authenticate(_ request: Request) async throws -> AuthenticatedUser {
        let payload = try await AccessTokenVerifier(signer: signer).verifiedPayload(of: request)
        guard let user = try await sessions.authenticatedUser(sessionID: payload.sessionID, userID: payload.userID, at: now()) else {
            throw APIError.sessionEnded
        }
        return user
    }
}

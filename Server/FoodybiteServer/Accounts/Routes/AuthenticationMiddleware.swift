import Foundation
import Hummingbird

/// The one place where a route's caller is established: a request reaches the routes behind this
/// middleware only with `Authorization: Bearer <access token>` signed with our key, unexpired, whose
/// session and user still exist; its caller is then in `context.caller`. Anything else is a 401.
struct AuthenticationMiddleware: RouterMiddleware {
    typealias Context = FoodybiteRequestContext

    let signer: AccessTokenSigner
    let sessions: any SessionRepository
    let now: @Sendable () -> Date

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.caller = try await authenticate(request)
        return try await next(request, context)
    }

    private func authenticate(_ request: Request) async throws -> AuthenticatedUser {
        guard let token = Self.bearerToken(in: request) else {
            throw APIError.unauthorized("Missing access token (Authorization: Bearer <token>).")
        }
        let payload: AccessTokenPayload
        do {
            payload = try await signer.verify(token)
        } catch {
            throw APIError.unauthorized("The access token is invalid or has expired.")
        }
        guard let user = try await sessions.authenticatedUser(sessionID: payload.sessionID, userID: payload.userID, at: now()) else {
            throw APIError.unauthorized("The session of this access token has ended.")
        }
        return user
    }

    private static func bearerToken(in request: Request) -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        // Foundation's trimming costs a few percent of a request: only a token that may have spaces around it pays it.
        let isPrintableASCII = { (byte: UInt8) in byte > 0x20 && byte < 0x7F }
        let token = parts[1].utf8.first.map(isPrintableASCII) == true && parts[1].utf8.last.map(isPrintableASCII) == true
            ? String(parts[1]) : parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }
}

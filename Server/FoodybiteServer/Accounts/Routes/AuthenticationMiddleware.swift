import Foundation
import Hummingbird

/// Finds the user behind `Authorization: Bearer <access token>`: the token must be signed with our key,
/// unexpired, and its session and user must still exist. Anything else is a 401.
struct AccessTokenAuthenticator: Sendable {
    let signer: AccessTokenSigner
    let sessions: any SessionRepository
    let now: @Sendable () -> Date

    func authenticate(_ request: Request) async throws -> AuthenticatedUser {
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
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }
}

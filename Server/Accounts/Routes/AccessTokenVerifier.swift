import Foundation
import Hummingbird
import ServerHTTP

/// Reads a request's `Authorization: Bearer <access token>` and checks it is signed with our key and
/// unexpired; anything else is a 401. Whether the token's session is still open is asked of storage
/// afterwards, by `AuthenticationMiddleware` or by a route in its own read.
struct AccessTokenVerifier: Sendable {
    let signer: AccessTokenSigner

    func verifiedPayload(of request: Request) async throws -> AccessTokenPayload {
        guard let token = Self.bearerToken(in: request) else {
            throw APIError.unauthorized("Missing access token (Authorization: Bearer <token>).")
        }
        do {
            return try await signer.verify(token)
        } catch {
            throw APIError.unauthorized("The access token is invalid or has expired.")
        }
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

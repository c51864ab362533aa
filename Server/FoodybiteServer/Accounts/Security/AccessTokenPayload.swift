import Foundation
import JWTKit

/// The claims of an access token: the original server's `{"userID", "name", "email", "exp"}` plus the
/// session it belongs to, so ending the session ends the token.
struct AccessTokenPayload: JWTPayload, Equatable {
    let userID: UUID
    let name: String
    let email: String
    let sessionID: UUID
    let exp: ExpirationClaim

    func verify(using algorithm: some JWTAlgorithm) async throws {
        try exp.verifyNotExpired()
    }
}

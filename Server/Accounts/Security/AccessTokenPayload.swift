import Foundation
import JWTKit

/// The claims of an access token: the original server's `{"userID", "name", "email", "exp"}` plus the
/// session it belongs to, so ending the session ends the token.
package struct AccessTokenPayload: JWTPayload, Equatable {
    package let userID: UUID
    package let name: String
    package let email: String
    package let sessionID: UUID
    package let exp: ExpirationClaim

    package func verify(using algorithm: some JWTAlgorithm) async throws {
        try exp.verifyNotExpired()
    }
}

import AccountsDomain
import Crypto
import Foundation
import JWTKit

/// Signs and verifies access tokens: HS256 JWTs with a lifetime from the configuration.
package struct AccessTokenSigner: Sendable {
    private let keys: JWTKeyCollection
    package let lifetime: TimeInterval

    package init(key: SymmetricKey, lifetime: TimeInterval) async {
        precondition(key.bitCount >= SigningKeyFile.minimumByteCount * 8, "HS256 keys must hold at least 32 bytes")
        self.keys = JWTKeyCollection()
        await keys.add(hmac: HMACKey(key: key), digestAlgorithm: .sha256, serializer: DefaultJWTSerializer(jsonEncoder: Self.encoder))
        self.lifetime = lifetime
    }

    /// Keys in a fixed order: the same claims always make the same token, so a retried refresh can be
    /// answered with the very token the first answer held.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    package func sign(for user: AuthenticatedUser, at now: Date) async throws -> String {
        try await keys.sign(
            AccessTokenPayload(
                userID: user.id,
                name: user.name,
                email: user.email,
                sessionID: user.sessionID,
                exp: ExpirationClaim(value: now.addingTimeInterval(lifetime))
            )
        )
    }

    /// The claims of a token signed with this key and not yet expired; throws otherwise.
    package func verify(_ token: String) async throws -> AccessTokenPayload {
        try await keys.verify(token, as: AccessTokenPayload.self)
    }
}

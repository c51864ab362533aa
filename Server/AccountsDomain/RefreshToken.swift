import Crypto
import Foundation

/// Refresh tokens are 256 random bits in hex. The server keeps only their SHA-256 digest, so a copy of
/// the database cannot be used to log in.
package enum RefreshToken {
    package static func generate() -> String {
        let key = SymmetricKey(size: .bits256)
        return key.withUnsafeBytes { hex($0) }
    }

    package static func hash(_ token: String) -> String {
        hex(SHA256.hash(data: Data(token.utf8)))
    }

    /// The token that replaces `token` when it is traded: HMAC-SHA256 of a random salt keyed with the
    /// token itself. The server stores the salt, never the successor, yet can answer a retry of the same
    /// trade with the same successor: only someone who presents `token` can compute it again. The price:
    /// someone holding both a used token and a copy of the database could compute that token's successor
    /// while it is still unused (its salt is cleared once the successor is traded in turn), where a
    /// stored pair would have handed over the current token to a copy of the database alone.
    package static func successor(of token: String, salt: String) -> String {
        hex(HMAC<SHA256>.authenticationCode(for: Data(salt.utf8), using: SymmetricKey(data: Data(token.utf8))))
    }

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}

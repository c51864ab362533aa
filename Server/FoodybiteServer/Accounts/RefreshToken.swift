import Crypto
import Foundation

/// Refresh tokens are 256 random bits in hex. The server keeps only their SHA-256 digest, so a copy of
/// the database cannot be used to log in.
enum RefreshToken {
    static func generate() -> String {
        let key = SymmetricKey(size: .bits256)
        return key.withUnsafeBytes { hex($0) }
    }

    static func hash(_ token: String) -> String {
        hex(SHA256.hash(data: Data(token.utf8)))
    }

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}

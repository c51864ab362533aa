import Accounts
import Crypto
import Foundation
import NIOCore
import PostgresNIO

/// The token signing key kept in the database (`server_secret`), for instances that share a database
/// but no key file: the first instance to start stores fresh random bytes, every other one reads them.
/// Anyone who can read the database can then sign tokens; `--signing-key-file` keeps the key out of it.
enum PostgresSigningKey {
    static let secretName = "jwt-signing-key"

    static func loadOrCreate(in database: PostgresServerDatabase) async throws -> SymmetricKey {
        let logger = database.logger
        let generated = SymmetricKey(size: SymmetricKeySize(bitCount: SigningKeyFile.generatedByteCount * 8))
        let bytes = generated.withUnsafeBytes { ByteBuffer(bytes: $0) }
        let stored = try await database.withConnection { connection in
            try await connection.run("""
                INSERT INTO server_secret (name, value) VALUES (\(secretName), \(bytes)) ON CONFLICT (name) DO NOTHING
                """, logger: logger)
            return try await connection.first("SELECT value FROM server_secret WHERE name = \(secretName)", logger: logger)?
                .decode(ByteBuffer.self)
        }
        guard let stored, stored.readableBytes >= SigningKeyFile.minimumByteCount else {
            throw PostgresSigningKeyError.tooShort(byteCount: stored?.readableBytes ?? 0, minimum: SigningKeyFile.minimumByteCount)
        }
        return SymmetricKey(data: stored.data)
    }
}

enum PostgresSigningKeyError: Error, Equatable, CustomStringConvertible {
    case tooShort(byteCount: Int, minimum: Int)

    var description: String {
        switch self {
        case let .tooShort(byteCount, minimum):
            "The token signing key stored in the database holds \(byteCount) bytes; at least \(minimum) are needed. Delete the row "
                + "'\(PostgresSigningKey.secretName)' of table server_secret to have a new key generated (every session ends)."
        }
    }
}

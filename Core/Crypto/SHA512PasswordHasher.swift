import Crypto

/// Turns what the person typed into what travels, so the server never sees the password itself: the
/// lower-case hex SHA-512 of the UTF-8 password, as the Foodybite API expects.
public struct SHA512PasswordHasher: Sendable {
    public init() {}

    public func hash(_ password: String) -> String {
        SHA512.hash(data: Array(password.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}

import Crypto
import Foundation

/// A user a test signs up: a fresh email each time, and a password sent as the client sends it (the
/// SHA-512 hex digest of what the user typed).
struct TestAccount {
    let name: String
    let email: String
    let password: String

    init(name: String = "Eve Example", email: String? = nil, typedPassword: String = "Secret#123") {
        self.name = name
        self.email = email ?? "eve-\(UUID().uuidString.prefix(8).lowercased())@example.com"
        self.password = Self.digest(typedPassword)
    }

    static func digest(_ typedPassword: String) -> String {
        SHA512.hash(data: Data(typedPassword.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    var signupJSON: [String: Any] {
        ["name": name, "email": email, "password": password]
    }

    var loginJSON: [String: Any] {
        ["email": email, "password": password]
    }
}

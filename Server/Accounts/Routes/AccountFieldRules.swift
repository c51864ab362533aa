import AccountsDomain
import Foundation
import ServerHTTP
import ServerJSON

/// The server's checks of account fields (400 with a reason). The client checks more before it hashes the
/// password; the server only sees the digest, so it can only check its length. Lengths count Unicode
/// scalars, as JSON Schema (and the OpenAPI document) does.
enum AccountFieldRules {
    static let minimumNameLength = 3
    static let maximumNameLength = 100
    static let minimumPasswordLength = 8
    /// Clients send a 128-character SHA-512 hex digest; bcrypt reads at most 72 bytes of it anyway.
    static let maximumPasswordLength = 1_024

    /// The name without surrounding spaces, when it is long enough.
    static func validName(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.unicodeScalars.count >= minimumNameLength else {
            throw APIError.badRequest("The name must be at least \(minimumNameLength) characters long.")
        }
        guard trimmed.unicodeScalars.count <= maximumNameLength else {
            throw APIError.badRequest("The name must be at most \(maximumNameLength) characters long.")
        }
        try TextRule.singleLine.check(trimmed, field: "name")
        return trimmed
    }

    static func validEmail(_ email: String) throws -> String {
        try TextRule.singleLine.check(email, field: "email")
        guard EmailAddress.isWellFormed(email) else {
            throw APIError.badRequest("The email address is not valid.")
        }
        return email
    }

    static func validPassword(_ password: String, field: String = "password") throws -> String {
        guard password.unicodeScalars.count >= minimumPasswordLength else {
            throw APIError.badRequest("The \(field) must be at least \(minimumPasswordLength) characters long.")
        }
        guard password.unicodeScalars.count <= maximumPasswordLength else {
            throw APIError.badRequest("The \(field) must be at most \(maximumPasswordLength) characters long.")
        }
        // bcrypt reads a C string: anything after a NUL would be ignored.
        guard !password.contains("\0") else {
            throw APIError.badRequest("The \(field) must not contain NUL characters.")
        }
        return password
    }
}

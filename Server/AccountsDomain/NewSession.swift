import Foundation

/// A login about to be stored: its session and first refresh token (as its hash, never the token).
package struct NewSession: Sendable, Equatable {
    package let id: UUID
    package let userID: UUID
    package let refreshTokenHash: String
    package let createdAt: Date
    package let expiresAt: Date
    /// The password hash the login was checked against: the session is stored only if the account still
    /// has it (a password change or a deletion in the meantime wins).
    package let verifiedPasswordHash: String

    package init(id: UUID, userID: UUID, refreshTokenHash: String, createdAt: Date, expiresAt: Date, verifiedPasswordHash: String) {
        self.id = id
        self.userID = userID
        self.refreshTokenHash = refreshTokenHash
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.verifiedPasswordHash = verifiedPasswordHash
    }
}

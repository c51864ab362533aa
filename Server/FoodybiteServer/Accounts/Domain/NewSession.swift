import Foundation

/// A login about to be stored: its session and first refresh token (as its hash, never the token).
struct NewSession: Sendable, Equatable {
    let id: UUID
    let userID: UUID
    let refreshTokenHash: String
    let createdAt: Date
    let expiresAt: Date
    /// The password hash the login was checked against: the session is stored only if the account still
    /// has it (a password change or a deletion in the meantime wins).
    let verifiedPasswordHash: String
}

import Foundation

/// A row of the in-memory `refreshToken` table: a token's hash, and once it was traded, what a retry
/// of that trade is answered with.
struct InMemoryRefreshTokenRow: Sendable {
    let tokenHash: String
    let sessionID: UUID
    let createdAt: Date
    let expiresAt: Date
    var usedAt: Date?
    var successorHash: String?
    var successorSalt: String?
    /// Whole seconds since 1970.
    var successorIssuedAt: Int64?
}

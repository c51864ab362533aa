import Foundation

/// A row of the in-memory `refreshToken` table: a token's hash, and once it was traded, what a retry
/// of that trade is answered with.
package struct InMemoryRefreshTokenRow: Sendable {
    package let tokenHash: String
    package let sessionID: UUID
    package let createdAt: Date
    package let expiresAt: Date
    package var usedAt: Date?
    package var successorHash: String?
    package var successorSalt: String?
    /// Whole seconds since 1970.
    package var successorIssuedAt: Int64?

    package init(
        tokenHash: String, sessionID: UUID, createdAt: Date, expiresAt: Date,
        usedAt: Date? = nil, successorHash: String? = nil, successorSalt: String? = nil, successorIssuedAt: Int64? = nil
    ) {
        self.tokenHash = tokenHash
        self.sessionID = sessionID
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.usedAt = usedAt
        self.successorHash = successorHash
        self.successorSalt = successorSalt
        self.successorIssuedAt = successorIssuedAt
    }
}

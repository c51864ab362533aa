import Foundation

/// A row of the in-memory `session` table: one login.
struct InMemorySessionRow: Sendable {
    let id: UUID
    let accountID: UUID
    let createdAt: Date
    var expiresAt: Date
    var refreshCount: Int
}

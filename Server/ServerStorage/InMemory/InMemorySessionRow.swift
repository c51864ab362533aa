import Foundation

/// A row of the in-memory `session` table: one login.
package struct InMemorySessionRow: Sendable {
    package let id: UUID
    package let accountID: UUID
    package let createdAt: Date
    package var expiresAt: Date
    package var refreshCount: Int

    package init(id: UUID, accountID: UUID, createdAt: Date, expiresAt: Date, refreshCount: Int) {
        self.id = id
        self.accountID = accountID
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.refreshCount = refreshCount
    }
}

import Foundation

/// A row of the in-memory `account` table.
package struct InMemoryAccountRow: Sendable {
    package let id: UUID
    package var name: String
    package var email: String
    /// The email folded for comparison (`EmailAddress.comparisonKey`); unique.
    package var emailKey: String
    package var passwordHash: String
    package let createdAt: Date
    package var profileImage: Data?

    package init(
        id: UUID, name: String, email: String, emailKey: String, passwordHash: String, createdAt: Date, profileImage: Data? = nil
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.emailKey = emailKey
        self.passwordHash = passwordHash
        self.createdAt = createdAt
        self.profileImage = profileImage
    }
}

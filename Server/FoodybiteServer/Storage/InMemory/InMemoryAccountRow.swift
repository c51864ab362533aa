import Foundation

/// A row of the in-memory `account` table.
struct InMemoryAccountRow: Sendable {
    let id: UUID
    var name: String
    var email: String
    /// The email folded for comparison (`EmailAddress.comparisonKey`); unique.
    var emailKey: String
    var passwordHash: String
    let createdAt: Date
    var profileImage: Data?
}

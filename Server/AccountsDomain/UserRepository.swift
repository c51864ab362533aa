import Foundation

/// Where users live. Every method is one transaction: it changes everything it names or nothing.
package protocol UserRepository: Sendable {
    /// Stores a new user; throws `UserRepositoryError.emailTaken` when any user has that email in any case.
    func create(_ user: User, passwordHash: String, at date: Date) async throws

    /// The user with that email, compared case-insensitively.
    func credentials(forEmail email: String) async throws -> UserCredentials?

    /// The bcrypt hash of the user's password digest (without loading their profile image).
    func passwordHash(forUserID id: UUID) async throws -> String?

    /// The user's profile image; nil when the user has none or is gone.
    func profileImage(ofUserID id: UUID) async throws -> Data?

    /// Replaces the user's name, email and profile image (nil removes it) and returns the stored user.
    /// Throws `UserRepositoryError.emailTaken` when another user has that email, `.notFound` when the
    /// user is gone.
    func update(_ user: User) async throws -> User

    /// Replaces the password hash and ends every session of that user except `sessionID`.
    /// Throws `UserRepositoryError.notFound` when the user is gone.
    func replacePasswordHash(_ passwordHash: String, forUserID id: UUID, keepingSession sessionID: UUID) async throws

    /// Removes the user with their sessions and reviews, taking those reviews out of the restaurants'
    /// rating totals. Removing a user who is already gone does nothing.
    func delete(userID id: UUID) async throws
}

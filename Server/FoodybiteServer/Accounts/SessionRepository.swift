import Foundation

/// Sessions (one per login) and their refresh tokens, which are only ever stored hashed. Every method
/// is one transaction.
protocol SessionRepository: Sendable {
    /// Stores a session with its first refresh token, and clears sessions whose time is over.
    func start(_ session: NewSession) async throws

    /// Uses up the refresh token with hash `tokenHash` and stores its successor in the same session,
    /// extending the session to `successorExpiresAt`. A token used before ends its session.
    func rotate(
        tokenHash: String,
        successorHash: String,
        successorExpiresAt: Date,
        at now: Date
    ) async throws -> RefreshTokenRotation

    /// The user of session `sessionID` when that session is still open and belongs to `userID`.
    func authenticatedUser(sessionID: UUID, userID: UUID, at now: Date) async throws -> AuthenticatedUser?

    /// Ends a session; its access and refresh tokens stop working.
    func end(sessionID: UUID) async throws
}

import Foundation

/// Sessions (one per login) and their refresh tokens, which are only ever stored hashed. Every method
/// is one transaction.
package protocol SessionRepository: Sendable {
    /// Stores a session with its first refresh token, and clears sessions whose time is over.
    func start(_ session: NewSession) async throws

    /// Uses up the refresh token with hash `tokenHash` and stores its successor (the token derived with
    /// `successorSalt`, stored as `successorHash`) in the same session, extending the session to
    /// `successorExpiresAt`. A token used before ends its session, except a retry: a token traded less
    /// than `retryGracePeriod` ago whose successor is still unused is answered with that same successor.
    func rotate(
        tokenHash: String,
        successorSalt: String,
        successorHash: String,
        successorExpiresAt: Date,
        at now: Date,
        retryGracePeriod: TimeInterval
    ) async throws -> RefreshTokenRotation

    /// The user of session `sessionID` when that session is still open and belongs to `userID`.
    func authenticatedUser(sessionID: UUID, userID: UUID, at now: Date) async throws -> AuthenticatedUser?

    /// Ends a session; its access and refresh tokens stop working.
    func end(sessionID: UUID) async throws
}

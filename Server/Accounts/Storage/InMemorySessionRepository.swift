import AccountsDomain
import Foundation
import ServerStorage

/// Sessions and refresh tokens in the in-memory database, behaving as `SQLiteSessionRepository` does:
/// the same rotation, reuse detection and retry grace, each call one transaction.
package struct InMemorySessionRepository: SessionRepository {
    package let database: InMemoryDatabase

    package init(database: InMemoryDatabase) {
        self.database = database
    }

    package func start(_ session: NewSession) async throws {
        try database.write { tables in
            guard tables.accounts[session.userID]?.passwordHash == session.verifiedPasswordHash else {
                throw SessionRepositoryError.credentialsChanged
            }
            for expired in tables.sessions.values where expired.expiresAt <= session.createdAt {
                tables.deleteSession(expired.id)
            }
            tables.sessions[session.id] = InMemorySessionRow(
                id: session.id,
                accountID: session.userID,
                createdAt: session.createdAt,
                expiresAt: session.expiresAt,
                refreshCount: 0
            )
            tables.refreshTokens[session.refreshTokenHash] = InMemoryRefreshTokenRow(
                tokenHash: session.refreshTokenHash,
                sessionID: session.id,
                createdAt: session.createdAt,
                expiresAt: session.expiresAt
            )
        }
    }

    package func rotate(
        tokenHash: String,
        successorSalt: String,
        successorHash: String,
        successorExpiresAt: Date,
        at now: Date,
        retryGracePeriod: TimeInterval
    ) async throws -> RefreshTokenRotation {
        database.write { tables in
            guard var token = tables.refreshTokens[tokenHash] else { return .unknown }
            let sessionID = token.sessionID
            if let usedAt = token.usedAt {
                if RefreshTokenRotation.isRetry(ofExchangeAt: usedAt, at: now, gracePeriod: retryGracePeriod), let successor = Self.unusedSuccessor(of: token, in: tables) {
                    return .rotated(successor)
                }
                tables.deleteSession(sessionID)
                return .reused
            }
            guard token.expiresAt > now else {
                tables.deleteSession(sessionID)
                return .expired
            }
            guard let user = tables.authenticatedUser(sessionID: sessionID) else { return .unknown }
            let issuedAt = now.timeIntervalSince1970.rounded(.down)
            token.usedAt = now
            token.successorHash = successorHash
            token.successorSalt = successorSalt
            token.successorIssuedAt = Int64(issuedAt)
            tables.refreshTokens[tokenHash] = token
            // The token before this one can no longer be retried (its successor is now used): its salt goes.
            for (hash, predecessor) in tables.refreshTokens where predecessor.sessionID == sessionID && predecessor.successorHash == tokenHash {
                tables.refreshTokens[hash]?.successorSalt = nil
            }
            // Used tokens are kept until they expire, so that replaying one is noticed; then they go.
            tables.refreshTokens = tables.refreshTokens.filter { $0.value.sessionID != sessionID || $0.value.expiresAt > now }
            tables.refreshTokens[successorHash] = InMemoryRefreshTokenRow(
                tokenHash: successorHash,
                sessionID: sessionID,
                createdAt: now,
                expiresAt: successorExpiresAt
            )
            tables.sessions[sessionID]?.expiresAt = successorExpiresAt
            tables.sessions[sessionID]?.refreshCount += 1
            return .rotated(RefreshTokenSuccessor(user: user, salt: successorSalt, issuedAt: Date(timeIntervalSince1970: issuedAt)))
        }
    }

    package func authenticatedUser(sessionID: UUID, userID: UUID, at now: Date) async throws -> AuthenticatedUser? {
        database.read { tables in
            guard let session = tables.sessions[sessionID], session.accountID == userID, session.expiresAt > now else { return nil }
            return tables.authenticatedUser(sessionID: sessionID)
        }
    }

    package func end(sessionID: UUID) async throws {
        database.write { $0.deleteSession(sessionID) }
    }

    /// The successor a used token was traded for, when that successor is still in its session and unused.
    private static func unusedSuccessor(of token: InMemoryRefreshTokenRow, in tables: InMemoryTables) -> RefreshTokenSuccessor? {
        guard
            let successorHash = token.successorHash,
            let salt = token.successorSalt,
            let issuedAt = token.successorIssuedAt,
            let successor = tables.refreshTokens[successorHash],
            successor.sessionID == token.sessionID,
            successor.usedAt == nil,
            let user = tables.authenticatedUser(sessionID: token.sessionID)
        else { return nil }
        return RefreshTokenSuccessor(user: user, salt: salt, issuedAt: Date(timeIntervalSince1970: TimeInterval(issuedAt)))
    }
}

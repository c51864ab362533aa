import AccountsDomain
import Foundation
import Logging
import PostgresNIO

/// Sessions and refresh tokens in the server's PostgreSQL database (tables `session` and
/// `refresh_token`), with the rules of `SQLiteSessionRepository`. Several instances may present tokens of
/// one session at the same moment: a rotation locks the session's row first (`SELECT … FOR UPDATE`), so
/// rotations of one session run one after the other whichever instance runs them, and each reads the
/// token as the one before it left it. Two presentations of the same token therefore see one trade and
/// one retry (or one replay), never two trades.
struct PostgresSessionRepository: SessionRepository {
    let database: PostgresServerDatabase

    func start(_ session: NewSession) async throws {
        try await database.withTransaction { [logger = database.logger] connection in
            // FOR SHARE waits for a password change in flight, and keeps one from starting until this
            // session is stored (the change then ends it).
            let credentialsStillValid = try await connection.run("""
                SELECT 1 FROM account WHERE id = \(session.userID) AND password_hash = \(session.verifiedPasswordHash) FOR SHARE
                """, logger: logger) == 1
            guard credentialsStillValid else { throw SessionRepositoryError.credentialsChanged }
            try await connection.run("DELETE FROM session WHERE expires_at <= \(session.createdAt)", logger: logger)
            try await connection.run("""
                INSERT INTO session (id, account_id, created_at, expires_at, refresh_count)
                VALUES (\(session.id), \(session.userID), \(session.createdAt), \(session.expiresAt), 0)
                """, logger: logger)
            try await connection.run("""
                INSERT INTO refresh_token (token_hash, session_id, created_at, expires_at)
                VALUES (\(session.refreshTokenHash), \(session.id), \(session.createdAt), \(session.expiresAt))
                """, logger: logger)
        }
    }

    func rotate(
        tokenHash: String,
        successorSalt: String,
        successorHash: String,
        successorExpiresAt: Date,
        at now: Date,
        retryGracePeriod: TimeInterval
    ) async throws -> RefreshTokenRotation {
        try await database.withTransaction { [logger = database.logger] connection in
            guard
                let sessionID = try await connection.first(
                    "SELECT session_id FROM refresh_token WHERE token_hash = \(tokenHash)", logger: logger
                )?.decode(UUID.self),
                try await connection.run("SELECT 1 FROM session WHERE id = \(sessionID) FOR UPDATE", logger: logger) == 1,
                let token = try await connection.first("""
                    SELECT expires_at, used_at, successor_hash, successor_salt, successor_issued_at
                    FROM refresh_token WHERE token_hash = \(tokenHash) AND session_id = \(sessionID)
                    """, logger: logger)
            else { return .unknown }
            let (expiresAt, usedAt, previousSuccessorHash, previousSalt, previousIssuedAt) =
                try token.decode((Date, Date?, String?, String?, Int64?).self)
            if let usedAt {
                if RefreshTokenRotation.isRetry(ofExchangeAt: usedAt, at: now, gracePeriod: retryGracePeriod),
                   let previousSuccessorHash, let previousSalt, let previousIssuedAt,
                   try await Self.isUnused(previousSuccessorHash, in: sessionID, on: connection, logger: logger),
                   let user = try await Self.authenticatedUser(sessionID: sessionID, on: connection, logger: logger) {
                    return .rotated(RefreshTokenSuccessor(
                        user: user, salt: previousSalt, issuedAt: Date(timeIntervalSince1970: TimeInterval(previousIssuedAt))
                    ))
                }
                try await connection.run("DELETE FROM session WHERE id = \(sessionID)", logger: logger)
                return .reused
            }
            guard expiresAt > now else {
                try await connection.run("DELETE FROM session WHERE id = \(sessionID)", logger: logger)
                return .expired
            }
            guard let user = try await Self.authenticatedUser(sessionID: sessionID, on: connection, logger: logger) else { return .unknown }
            let issuedAt = now.timeIntervalSince1970.rounded(.down)
            try await connection.run("""
                UPDATE refresh_token SET used_at = \(now), successor_hash = \(successorHash), successor_salt = \(successorSalt),
                    successor_issued_at = \(Int64(issuedAt))
                WHERE token_hash = \(tokenHash)
                """, logger: logger)
            // The token before this one can no longer be retried (its successor is now used): its salt goes.
            try await connection.run("""
                UPDATE refresh_token SET successor_salt = NULL WHERE session_id = \(sessionID) AND successor_hash = \(tokenHash)
                """, logger: logger)
            // Used tokens are kept until they expire, so that replaying one is noticed; then they go.
            try await connection.run(
                "DELETE FROM refresh_token WHERE session_id = \(sessionID) AND expires_at <= \(now)", logger: logger
            )
            try await connection.run("""
                INSERT INTO refresh_token (token_hash, session_id, created_at, expires_at)
                VALUES (\(successorHash), \(sessionID), \(now), \(successorExpiresAt))
                """, logger: logger)
            try await connection.run("""
                UPDATE session SET expires_at = \(successorExpiresAt), refresh_count = refresh_count + 1 WHERE id = \(sessionID)
                """, logger: logger)
            return .rotated(RefreshTokenSuccessor(user: user, salt: successorSalt, issuedAt: Date(timeIntervalSince1970: issuedAt)))
        }
    }

    func authenticatedUser(sessionID: UUID, userID: UUID, at now: Date) async throws -> AuthenticatedUser? {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.first("""
                SELECT account.id, account.name, account.email, session.id
                FROM session JOIN account ON account.id = session.account_id
                WHERE session.id = \(sessionID) AND session.account_id = \(userID) AND session.expires_at > \(now)
                """, logger: logger).map(Self.authenticatedUser(from:))
        }
    }

    func end(sessionID: UUID) async throws {
        let logger = database.logger
        try await database.withConnection { connection in
            try await connection.run("DELETE FROM session WHERE id = \(sessionID)", logger: logger)
        }
    }

    // MARK: - Rows

    private static func isUnused(_ tokenHash: String, in sessionID: UUID, on connection: PostgresConnection, logger: Logger) async throws -> Bool {
        try await connection.first(
            "SELECT used_at IS NULL FROM refresh_token WHERE token_hash = \(tokenHash) AND session_id = \(sessionID)",
            logger: logger
        )?.decode(Bool.self) ?? false
    }

    private static func authenticatedUser(sessionID: UUID, on connection: PostgresConnection, logger: Logger) async throws -> AuthenticatedUser? {
        try await connection.first("""
            SELECT account.id, account.name, account.email, session.id
            FROM session JOIN account ON account.id = session.account_id
            WHERE session.id = \(sessionID)
            """, logger: logger).map(authenticatedUser(from:))
    }

    private static func authenticatedUser(from row: PostgresRow) throws -> AuthenticatedUser {
        let (id, name, email, sessionID) = try row.decode((UUID, String, String, UUID).self)
        return AuthenticatedUser(id: id, name: name, email: email, sessionID: sessionID)
    }
}

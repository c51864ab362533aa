import AccountsDomain
import Foundation
import GRDB

/// Sessions and refresh tokens in the server's SQLite database (tables `session` and `refreshToken`).
package struct SQLiteSessionRepository: SessionRepository {
    package let database: any DatabaseWriter

    package init(database: any DatabaseWriter) {
        self.database = database
    }

    package func start(_ session: NewSession) async throws {
        try await database.write { db in
            let credentialsStillValid = try Bool.fetchOne(
                db,
                sql: "SELECT EXISTS (SELECT 1 FROM account WHERE id = ? AND passwordHash = ?)",
                arguments: [session.userID.uuidString, session.verifiedPasswordHash]
            ) ?? false
            guard credentialsStillValid else { throw SessionRepositoryError.credentialsChanged }
            try db.execute(sql: "DELETE FROM session WHERE expiresAt <= ?", arguments: [session.createdAt])
            try db.execute(
                sql: "INSERT INTO session (id, accountId, createdAt, expiresAt, refreshCount) VALUES (?, ?, ?, ?, 0)",
                arguments: [session.id.uuidString, session.userID.uuidString, session.createdAt, session.expiresAt]
            )
            try db.execute(
                sql: "INSERT INTO refreshToken (tokenHash, sessionId, createdAt, expiresAt) VALUES (?, ?, ?, ?)",
                arguments: [session.refreshTokenHash, session.id.uuidString, session.createdAt, session.expiresAt]
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
        try await database.write { db in
            guard
                let token = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT sessionId, expiresAt, usedAt, successorHash, successorSalt, successorIssuedAt
                        FROM refreshToken WHERE tokenHash = ?
                        """,
                    arguments: [tokenHash]
                )
            else { return .unknown }
            let sessionID: String = token["sessionId"]
            if let usedAt = token["usedAt"] as Date? {
                if RefreshTokenRotation.isRetry(ofExchangeAt: usedAt, at: now, gracePeriod: retryGracePeriod), let successor = try Self.unusedSuccessor(of: token, in: db) {
                    return .rotated(successor)
                }
                try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [sessionID])
                return .reused
            }
            guard (token["expiresAt"] as Date) > now else {
                try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [sessionID])
                return .expired
            }
            guard let user = try Self.authenticatedUser(sessionID: sessionID, in: db) else { return .unknown }
            let issuedAt = now.timeIntervalSince1970.rounded(.down)
            try db.execute(
                sql: """
                    UPDATE refreshToken SET usedAt = ?, successorHash = ?, successorSalt = ?, successorIssuedAt = ?
                    WHERE tokenHash = ?
                    """,
                arguments: [now, successorHash, successorSalt, Int64(issuedAt), tokenHash]
            )
            // The token before this one can no longer be retried (its successor is now used): its salt goes.
            try db.execute(
                sql: "UPDATE refreshToken SET successorSalt = NULL WHERE sessionId = ? AND successorHash = ?",
                arguments: [sessionID, tokenHash]
            )
            // Used tokens are kept until they expire, so that replaying one is noticed; then they go.
            try db.execute(
                sql: "DELETE FROM refreshToken WHERE sessionId = ? AND expiresAt <= ?",
                arguments: [sessionID, now]
            )
            try db.execute(
                sql: "INSERT INTO refreshToken (tokenHash, sessionId, createdAt, expiresAt) VALUES (?, ?, ?, ?)",
                arguments: [successorHash, sessionID, now, successorExpiresAt]
            )
            try db.execute(
                sql: "UPDATE session SET expiresAt = ?, refreshCount = refreshCount + 1 WHERE id = ?",
                arguments: [successorExpiresAt, sessionID]
            )
            return .rotated(RefreshTokenSuccessor(user: user, salt: successorSalt, issuedAt: Date(timeIntervalSince1970: issuedAt)))
        }
    }

    package func authenticatedUser(sessionID: UUID, userID: UUID, at now: Date) async throws -> AuthenticatedUser? {
        try await database.read { db in try Self.authenticatedUser(sessionID: sessionID, userID: userID, at: now, in: db) }
    }

    /// `authenticatedUser(sessionID:userID:at:)` inside a read that asks more.
    package static func authenticatedUser(sessionID: UUID, userID: UUID, at now: Date, in db: Database) throws -> AuthenticatedUser? {
        // Asked by every authenticated request: prepared once per connection.
        let row = try Row.fetchOne(
            db.cachedStatement(sql: """
                SELECT account.id, account.name, account.email, session.id AS sessionId
                FROM session JOIN account ON account.id = session.accountId
                WHERE session.id = ? AND session.accountId = ? AND session.expiresAt > ?
                """),
            arguments: [sessionID.uuidString, userID.uuidString, now]
        )
        return try row.map(authenticatedUser(from:))
    }

    package func end(sessionID: UUID) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [sessionID.uuidString])
        }
    }

    // MARK: - Rows

    /// The successor a used token was traded for, when that successor is still in its session and unused.
    private static func unusedSuccessor(of token: Row, in db: Database) throws -> RefreshTokenSuccessor? {
        guard
            let successorHash = token["successorHash"] as String?,
            let salt = token["successorSalt"] as String?,
            let issuedAt = token["successorIssuedAt"] as Int64?
        else { return nil }
        let successorIsUnused = try Bool.fetchOne(
            db,
            sql: "SELECT usedAt IS NULL FROM refreshToken WHERE tokenHash = ? AND sessionId = ?",
            arguments: [successorHash, token["sessionId"] as String]
        ) ?? false
        guard successorIsUnused, let user = try authenticatedUser(sessionID: token["sessionId"], in: db) else { return nil }
        return RefreshTokenSuccessor(user: user, salt: salt, issuedAt: Date(timeIntervalSince1970: TimeInterval(issuedAt)))
    }

    private static func authenticatedUser(sessionID: String, in db: Database) throws -> AuthenticatedUser? {
        try Row.fetchOne(
            db,
            sql: """
                SELECT account.id, account.name, account.email, session.id AS sessionId
                FROM session JOIN account ON account.id = session.accountId
                WHERE session.id = ?
                """,
            arguments: [sessionID]
        ).map(authenticatedUser(from:))
    }

    private static func authenticatedUser(from row: Row) throws -> AuthenticatedUser {
        AuthenticatedUser(
            id: try UUID(storedText: row["id"]),
            name: row["name"],
            email: row["email"],
            sessionID: try UUID(storedText: row["sessionId"])
        )
    }
}

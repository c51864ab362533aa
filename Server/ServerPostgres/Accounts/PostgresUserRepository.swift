import AccountsDomain
import Foundation
import NIOCore
import PostgresNIO

/// Users in the server's PostgreSQL database (table `account`). The unique `email_key` decides between
/// two instances signing up the same email at once: one insert wins, the other is `emailTaken`.
struct PostgresUserRepository: UserRepository {
    let database: PostgresServerDatabase

    func create(_ user: User, passwordHash: String, at date: Date) async throws {
        let logger = database.logger
        try await database.withConnection { connection in
            do {
                try await connection.run("""
                    INSERT INTO account (id, name, email, email_key, password_hash, created_at, profile_image)
                    VALUES (\(user.id), \(user.name), \(user.email), \(EmailAddress.comparisonKey(user.email)), \(passwordHash), \(date),
                            \(user.profileImage.map { ByteBuffer(bytes: $0) }))
                    """, logger: logger)
            } catch let error as PSQLError where error.isUniqueViolation {
                throw UserRepositoryError.emailTaken
            }
        }
    }

    func credentials(forEmail email: String) async throws -> UserCredentials? {
        let logger = database.logger
        return try await database.withConnection { connection in
            guard let row = try await connection.first("""
                SELECT id, name, email, password_hash, profile_image FROM account WHERE email_key = \(EmailAddress.comparisonKey(email))
                """, logger: logger)
            else { return nil }
            let (id, name, email, passwordHash, image) = try row.decode((UUID, String, String, String, ByteBuffer?).self)
            return UserCredentials(user: User(id: id, name: name, email: email, profileImage: image?.data), passwordHash: passwordHash)
        }
    }

    func passwordHash(forUserID id: UUID) async throws -> String? {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.first("SELECT password_hash FROM account WHERE id = \(id)", logger: logger)?.decode(String.self)
        }
    }

    func profileImage(ofUserID id: UUID) async throws -> Data? {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.first("SELECT profile_image FROM account WHERE id = \(id)", logger: logger)?
                .decode(ByteBuffer?.self)?.data
        }
    }

    func update(_ user: User) async throws -> User {
        let logger = database.logger
        return try await database.withConnection { connection in
            let updated: Int
            do {
                updated = try await connection.run("""
                    UPDATE account SET name = \(user.name), email = \(user.email), email_key = \(EmailAddress.comparisonKey(user.email)),
                        profile_image = \(user.profileImage.map { ByteBuffer(bytes: $0) })
                    WHERE id = \(user.id) RETURNING 1
                    """, logger: logger)
            } catch let error as PSQLError where error.isUniqueViolation {
                throw UserRepositoryError.emailTaken
            }
            guard updated == 1 else { throw UserRepositoryError.notFound }
            return user
        }
    }

    func replacePasswordHash(_ passwordHash: String, forUserID id: UUID, keepingSession sessionID: UUID) async throws {
        try await database.withTransaction { [logger = database.logger] connection in
            let updated = try await connection.run(
                "UPDATE account SET password_hash = \(passwordHash) WHERE id = \(id) RETURNING 1",
                logger: logger
            )
            guard updated == 1 else { throw UserRepositoryError.notFound }
            try await connection.run("DELETE FROM session WHERE account_id = \(id) AND id <> \(sessionID)", logger: logger)
        }
    }

    func delete(userID id: UUID) async throws {
        try await database.withTransaction { [logger = database.logger] connection in
            // The account's row is locked first, so a review written meanwhile either lands before (and is
            // taken out of the totals here) or finds the account gone.
            guard try await connection.run("SELECT 1 FROM account WHERE id = \(id) FOR UPDATE", logger: logger) == 1 else { return }
            try await PostgresRatingTotals.removeReviews(ofAccount: id, on: connection, logger: logger)
            // Sessions, refresh tokens and reviews go with the account (ON DELETE CASCADE).
            try await connection.run("DELETE FROM account WHERE id = \(id)", logger: logger)
        }
    }
}

import AccountsDomain
import Foundation
import GRDB
import ServerStorage

/// Users in the server's SQLite database (table `account`).
package struct SQLiteUserRepository: UserRepository {
    package let database: any DatabaseWriter

    package init(database: any DatabaseWriter) {
        self.database = database
    }

    package func create(_ user: User, passwordHash: String, at date: Date) async throws {
        try await database.write { db in
            try Self.ensureEmailIsFree(user.email, exceptUserID: nil, in: db)
            try db.execute(
                sql: """
                    INSERT INTO account (id, name, email, emailKey, passwordHash, createdAt, profileImage)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    user.id.uuidString, user.name, user.email, EmailAddress.comparisonKey(user.email), passwordHash, date,
                    user.profileImage,
                ]
            )
        }
    }

    package func credentials(forEmail email: String) async throws -> UserCredentials? {
        try await database.read { db in
            try Row.fetchOne(
                db,
                sql: "SELECT id, name, email, passwordHash, profileImage FROM account WHERE emailKey = ?",
                arguments: [EmailAddress.comparisonKey(email)]
            ).map(Self.credentials(from:))
        }
    }

    package func passwordHash(forUserID id: UUID) async throws -> String? {
        try await database.read { db in
            try String.fetchOne(db, sql: "SELECT passwordHash FROM account WHERE id = ?", arguments: [id.uuidString])
        }
    }

    package func profileImage(ofUserID id: UUID) async throws -> Data? {
        try await database.read { db in
            try Data.fetchOne(db, sql: "SELECT profileImage FROM account WHERE id = ?", arguments: [id.uuidString])
        }
    }

    package func update(_ user: User) async throws -> User {
        try await database.write { db in
            try Self.ensureEmailIsFree(user.email, exceptUserID: user.id, in: db)
            try db.execute(
                sql: "UPDATE account SET name = ?, email = ?, emailKey = ?, profileImage = ? WHERE id = ?",
                arguments: [user.name, user.email, EmailAddress.comparisonKey(user.email), user.profileImage, user.id.uuidString]
            )
            guard db.changesCount == 1 else { throw UserRepositoryError.notFound }
            return user
        }
    }

    package func replacePasswordHash(_ passwordHash: String, forUserID id: UUID, keepingSession sessionID: UUID) async throws {
        try await database.write { db in
            try db.execute(sql: "UPDATE account SET passwordHash = ? WHERE id = ?", arguments: [passwordHash, id.uuidString])
            guard db.changesCount == 1 else { throw UserRepositoryError.notFound }
            try db.execute(
                sql: "DELETE FROM session WHERE accountId = ? AND id <> ?",
                arguments: [id.uuidString, sessionID.uuidString]
            )
        }
    }

    package func delete(userID id: UUID) async throws {
        try await database.write { db in
            try RestaurantRatingTotals.removeReviews(ofAccount: id.uuidString, in: db)
            // Sessions, refresh tokens and reviews go with the account (ON DELETE CASCADE).
            try db.execute(sql: "DELETE FROM account WHERE id = ?", arguments: [id.uuidString])
        }
    }

    // MARK: - Rows

    private static func ensureEmailIsFree(_ email: String, exceptUserID id: UUID?, in db: Database) throws {
        let owner = try String.fetchOne(db, sql: "SELECT id FROM account WHERE emailKey = ?", arguments: [EmailAddress.comparisonKey(email)])
        if let owner, owner != id?.uuidString {
            throw UserRepositoryError.emailTaken
        }
    }

    private static func credentials(from row: Row) throws -> UserCredentials {
        UserCredentials(
            user: User(id: try UUID(storedText: row["id"]), name: row["name"], email: row["email"], profileImage: row["profileImage"]),
            passwordHash: row["passwordHash"]
        )
    }
}

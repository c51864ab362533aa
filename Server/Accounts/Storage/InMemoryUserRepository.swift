import AccountsDomain
import Foundation
import ServerStorage

/// Users in the in-memory database (table `accounts`), behaving as `SQLiteUserRepository` does.
package struct InMemoryUserRepository: UserRepository {
    package let database: InMemoryDatabase

    package init(database: InMemoryDatabase) {
        self.database = database
    }

    package func create(_ user: User, passwordHash: String, at date: Date) async throws {
        try database.write { tables in
            try Self.ensureEmailIsFree(user.email, exceptUserID: nil, in: tables)
            tables.accounts[user.id] = InMemoryAccountRow(
                id: user.id,
                name: user.name,
                email: user.email,
                emailKey: EmailAddress.comparisonKey(user.email),
                passwordHash: passwordHash,
                createdAt: date,
                profileImage: user.profileImage
            )
        }
    }

    package func credentials(forEmail email: String) async throws -> UserCredentials? {
        database.read { tables in
            let key = EmailAddress.comparisonKey(email)
            return tables.accounts.values.first { $0.emailKey == key }.map { account in
                UserCredentials(
                    user: User(id: account.id, name: account.name, email: account.email, profileImage: account.profileImage),
                    passwordHash: account.passwordHash
                )
            }
        }
    }

    package func passwordHash(forUserID id: UUID) async throws -> String? {
        database.read { $0.accounts[id]?.passwordHash }
    }

    package func profileImage(ofUserID id: UUID) async throws -> Data? {
        database.read { $0.accounts[id]?.profileImage }
    }

    package func update(_ user: User) async throws -> User {
        try database.write { tables in
            try Self.ensureEmailIsFree(user.email, exceptUserID: user.id, in: tables)
            guard var account = tables.accounts[user.id] else { throw UserRepositoryError.notFound }
            account.name = user.name
            account.email = user.email
            account.emailKey = EmailAddress.comparisonKey(user.email)
            account.profileImage = user.profileImage
            tables.accounts[user.id] = account
            return user
        }
    }

    package func replacePasswordHash(_ passwordHash: String, forUserID id: UUID, keepingSession sessionID: UUID) async throws {
        try database.write { tables in
            guard tables.accounts[id] != nil else { throw UserRepositoryError.notFound }
            tables.accounts[id]?.passwordHash = passwordHash
            for session in tables.sessions.values where session.accountID == id && session.id != sessionID {
                tables.deleteSession(session.id)
            }
        }
    }

    package func delete(userID id: UUID) async throws {
        database.write { $0.deleteAccount(id) }
    }

    private static func ensureEmailIsFree(_ email: String, exceptUserID id: UUID?, in tables: InMemoryTables) throws {
        let key = EmailAddress.comparisonKey(email)
        if let owner = tables.accounts.values.first(where: { $0.emailKey == key }), owner.id != id {
            throw UserRepositoryError.emailTaken
        }
    }
}

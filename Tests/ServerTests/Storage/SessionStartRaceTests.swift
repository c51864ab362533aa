@testable import Accounts
@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
@testable import ServerStorage
import TestSupport
import XCTest

/// A login checks the password, then stores its session; a password change or an account deletion in
/// between must win.
final class SessionStartRaceTests: XCTestCase {
    func test_start_storesTheSessionWhileThePasswordIsTheOneChecked() async throws {
        let (sessions, user, _) = try await makeSUT(passwordHash: "$2b$04$checked")

        try await sessions.start(newSession(for: user.id, verifiedHash: "$2b$04$checked"))
    }

    func test_start_refusesASessionWhenThePasswordChangedAfterItWasChecked() async throws {
        let (sessions, user, users) = try await makeSUT(passwordHash: "$2b$04$checked")
        try await users.replacePasswordHash("$2b$04$changed", forUserID: user.id, keepingSession: UUID())

        await assertThrowsAsync(SessionRepositoryError.credentialsChanged) {
            try await sessions.start(self.newSession(for: user.id, verifiedHash: "$2b$04$checked"))
        }
    }

    func test_start_refusesASessionForAnAccountDeletedAfterTheCheck() async throws {
        let (sessions, user, users) = try await makeSUT(passwordHash: "$2b$04$checked")
        try await users.delete(userID: user.id)

        await assertThrowsAsync(SessionRepositoryError.credentialsChanged) {
            try await sessions.start(self.newSession(for: user.id, verifiedHash: "$2b$04$checked"))
        }
    }

    // MARK: - Helpers

    private func makeSUT(passwordHash: String) async throws -> (SQLiteSessionRepository, User, SQLiteUserRepository) {
        let database = try ServerDatabase.open(in: makeTemporaryDirectory())
        let users = SQLiteUserRepository(database: database.pool)
        let user = User(id: UUID(), name: "Eve Example", email: "eve@example.com", profileImage: nil)
        try await users.create(user, passwordHash: passwordHash, at: Date())
        return (SQLiteSessionRepository(database: database.pool), user, users)
    }

    private func newSession(for userID: UUID, verifiedHash: String) -> NewSession {
        NewSession(id: UUID(), userID: userID, refreshTokenHash: UUID().uuidString, createdAt: Date(), expiresAt: Date().addingTimeInterval(3_600), verifiedPasswordHash: verifiedHash)
    }
}

@testable import Accounts
@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import Reviews
@testable import ReviewsDomain
@testable import ServerStorage
import TestSupport
import XCTest

/// Each repository change is one transaction: when any part fails, nothing of it is stored.
final class SQLiteRepositoryTransactionTests: XCTestCase {
    func test_addReview_storesNoReviewWhenTheRatingTotalsCannotBeUpdated() async throws {
        let database = try makeDatabase()
        let author = try await makeUser(in: database)
        try await breakRatingTotals(in: database)

        await assertThrowsAsync {
            try await SQLiteReviewRepository(database: database.pool).add(self.makeReview(by: author.id))
        }

        XCTAssertEqual(try count("review", in: database), 0)
    }

    func test_deleteUser_keepsTheUserAndReviewsWhenTheRatingTotalsCannotBeUpdated() async throws {
        let database = try makeDatabase()
        let author = try await makeUser(in: database)
        try await SQLiteReviewRepository(database: database.pool).add(makeReview(by: author.id))
        try await breakRatingTotals(in: database)

        await assertThrowsAsync {
            try await SQLiteUserRepository(database: database.pool).delete(userID: author.id)
        }

        XCTAssertEqual(try count("account", in: database), 1)
        XCTAssertEqual(try count("review", in: database), 1)
    }

    func test_addReview_throwsAuthorNotFoundForAnAuthorWhoIsGone() async throws {
        let database = try makeDatabase()

        await assertThrowsAsync(ReviewRepositoryError.authorNotFound) {
            try await SQLiteReviewRepository(database: database.pool).add(self.makeReview(by: UUID()))
        }
    }

    // MARK: - Helpers

    private func makeDatabase() throws -> ServerDatabase {
        try ServerDatabase.open(in: makeTemporaryDirectory())
    }

    private func makeUser(in database: ServerDatabase) async throws -> User {
        let user = User(id: UUID(), name: "Eve Example", email: "eve@example.com", profileImage: nil)
        try await SQLiteUserRepository(database: database.pool).create(user, passwordHash: "$2b$04$hash", at: Date())
        return user
    }

    private func makeReview(by authorID: UUID) -> NewReview {
        NewReview(id: UUID(), authorID: authorID, restaurantID: "place-1", text: "Nice.", stars: 4, createdAt: Date())
    }

    /// Makes every later change to `restaurantRating` fail, as a full disk or a bug would.
    private func breakRatingTotals(in database: ServerDatabase) async throws {
        try await database.pool.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuseRatingInsert BEFORE INSERT ON restaurantRating BEGIN SELECT RAISE(ABORT, 'broken'); END;
                CREATE TRIGGER refuseRatingUpdate BEFORE UPDATE ON restaurantRating BEGIN SELECT RAISE(ABORT, 'broken'); END;
                """)
        }
    }

    private func count(_ table: String, in database: ServerDatabase) throws -> Int {
        try database.pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }
}

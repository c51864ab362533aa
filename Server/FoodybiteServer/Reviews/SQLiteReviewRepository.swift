import Foundation
import GRDB

/// Reviews in the server's SQLite database (table `review`), with the restaurants' rating totals
/// (table `restaurantRating`) kept in the same transactions.
struct SQLiteReviewRepository: ReviewRepository {
    let database: any DatabaseWriter

    func add(_ review: NewReview) async throws {
        try await database.write { db in
            let authorExists = try Bool.fetchOne(
                db,
                sql: "SELECT EXISTS (SELECT 1 FROM account WHERE id = ?)",
                arguments: [review.authorID.uuidString]
            ) ?? false
            guard authorExists else { throw ReviewRepositoryError.authorNotFound }
            try db.execute(
                sql: "INSERT INTO review (id, accountId, restaurantId, text, stars, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    review.id.uuidString, review.authorID.uuidString, review.restaurantID, review.text, review.stars,
                    review.createdAt,
                ]
            )
            try RestaurantRatingTotals.add(stars: review.stars, toRestaurant: review.restaurantID, in: db)
        }
    }

    func reviews(byAuthor authorID: UUID) async throws -> [Review] {
        try await fetch(where: "review.accountId = ?", authorID.uuidString)
    }

    func reviews(ofRestaurant restaurantID: String) async throws -> [Review] {
        try await fetch(where: "review.restaurantId = ?", restaurantID)
    }

    // MARK: - Rows

    private func fetch(where condition: String, _ value: String) async throws -> [Review] {
        try await database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT review.restaurantId, review.text, review.stars, review.createdAt,
                           account.name AS authorName, account.profileImage AS authorProfileImage
                    FROM review JOIN account ON account.id = review.accountId
                    WHERE \(condition)
                    ORDER BY review.createdAt DESC, review.rowid DESC
                    """,
                arguments: [value]
            ).map { row in
                Review(
                    restaurantID: row["restaurantId"],
                    authorName: row["authorName"],
                    authorProfileImage: row["authorProfileImage"],
                    text: row["text"],
                    stars: row["stars"],
                    createdAt: row["createdAt"]
                )
            }
        }
    }
}

import Foundation
import PostgresNIO

/// Reviews in the server's PostgreSQL database (table `review`), with the restaurants' rating totals
/// (`restaurant_rating`) kept in the same transactions; the same rules as `SQLiteReviewRepository`: one
/// review per author and restaurant, newest first, lists without the authors' images. The author's row
/// is locked for the transaction, so an author's reviews written through two instances at once, or a
/// review racing the author's deletion, are applied one after the other.
struct PostgresReviewRepository: ReviewRepository {
    let database: PostgresServerDatabase

    func add(_ review: NewReview) async throws {
        try await database.withTransaction { [logger = database.logger] connection in
            let authorExists = try await connection.run(
                "SELECT 1 FROM account WHERE id = \(review.authorID) FOR NO KEY UPDATE",
                logger: logger
            ) == 1
            guard authorExists else { throw ReviewRepositoryError.authorNotFound }
            let previous = try await connection.first(
                "SELECT stars FROM review WHERE account_id = \(review.authorID) AND restaurant_id = \(review.restaurantID)",
                logger: logger
            )
            if let previousStars = try previous?.decode(Int.self) {
                try await connection.run("""
                    UPDATE review SET text = \(review.text), stars = \(review.stars), created_at = \(review.createdAt)
                    WHERE account_id = \(review.authorID) AND restaurant_id = \(review.restaurantID)
                    """, logger: logger)
                try await PostgresRatingTotals.replace(
                    stars: previousStars, with: review.stars, ofRestaurant: review.restaurantID, on: connection, logger: logger
                )
            } else {
                try await connection.run("""
                    INSERT INTO review (id, account_id, restaurant_id, text, stars, created_at)
                    VALUES (\(review.id), \(review.authorID), \(review.restaurantID), \(review.text), \(review.stars), \(review.createdAt))
                    """, logger: logger)
                try await PostgresRatingTotals.add(stars: review.stars, toRestaurant: review.restaurantID, on: connection, logger: logger)
            }
        }
    }

    func reviews(byAuthor authorID: UUID) async throws -> [Review] {
        try await fetch(limit: Self.listLimit) { limit in
            "\(unescaped: Self.selection) WHERE review.account_id = \(authorID) \(unescaped: Self.order) LIMIT \(limit)"
        }
    }

    func reviews(ofRestaurant restaurantID: String, limit: Int) async throws -> [Review] {
        try await fetch(limit: min(max(0, limit), Self.listLimit)) { limit in
            "\(unescaped: Self.selection) WHERE review.restaurant_id = \(restaurantID) \(unescaped: Self.order) LIMIT \(limit)"
        }
    }

    // MARK: - Rows

    private static let selection = """
        SELECT review.id, review.restaurant_id, review.text, review.stars, review.created_at,
               account.id, account.name, coalesce(octet_length(account.profile_image), 0) > 0
        FROM review JOIN account ON account.id = review.account_id
        """
    private static let order = "ORDER BY review.created_at DESC, review.arrival DESC"

    private func fetch(limit: Int, _ query: @escaping @Sendable (Int) -> PostgresQuery) async throws -> [Review] {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.all(query(limit), logger: logger).map { row in
                let (id, restaurantID, text, stars, createdAt, authorID, authorName, hasImage) =
                    try row.decode((UUID, String, String, Int, Date, UUID, String, Bool).self)
                return Review(
                    id: id, restaurantID: restaurantID, authorID: authorID, authorName: authorName,
                    authorHasProfileImage: hasImage, text: text, stars: stars, createdAt: createdAt
                )
            }
        }
    }
}

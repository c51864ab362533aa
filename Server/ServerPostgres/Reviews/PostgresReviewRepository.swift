import Foundation
import PostgresNIO
import ReviewsDomain

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

    func reviews(byAuthor authorID: UUID, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        var query = PostgresQueryBuilder(Self.selection)
        query.append(" WHERE review.account_id = \(try query.bind(authorID))")
        return try await fetch(query, after: cursor, limit: Self.pageSize(limit))
    }

    func reviews(ofRestaurant restaurantID: String, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        var query = PostgresQueryBuilder(Self.selection)
        query.append(" WHERE review.restaurant_id = \(try query.bind(restaurantID))")
        return try await fetch(query, after: cursor, limit: Self.pageSize(limit))
    }

    // MARK: - Rows

    /// The cursor's moment is rebuilt from whole microseconds and `created_at` read as them, so a page
    /// starts exactly after its cursor.
    private static let selection = """
        SELECT review.id, review.restaurant_id, review.text, review.stars, review.created_at,
               account.id, account.name, coalesce(octet_length(account.profile_image), 0) > 0,
               floor(extract(epoch FROM review.created_at) * 1000000)::bigint, review.arrival
        FROM review JOIN account ON account.id = review.account_id
        """
    private static let order = "ORDER BY review.created_at DESC, review.arrival DESC"

    /// `query`: the selection and its condition; the page's position, order and limit are added here.
    private func fetch(_ query: PostgresQueryBuilder, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        var query = query
        if let cursor {
            let microseconds = try query.bind(cursor.createdAtMicroseconds)
            let arrival = try query.bind(cursor.arrival)
            query.append(" AND (review.created_at, review.arrival) < (TIMESTAMPTZ 'epoch' + \(microseconds) * INTERVAL '1 microsecond', \(arrival))")
        }
        query.append(" \(Self.order) LIMIT \(try query.bind(limit + 1))")
        let statement = query.query
        let logger = database.logger
        return try await database.withConnection { connection in
            var reviews: [Review] = []
            var last: ReviewCursor?
            for row in try await connection.all(statement, logger: logger) {
                guard reviews.count < limit else { return ReviewPage(reviews: reviews, next: last) }
                let (id, restaurantID, text, stars, createdAt, authorID, authorName, hasImage, microseconds, arrival) =
                    try row.decode((UUID, String, String, Int, Date, UUID, String, Bool, Int64, Int64).self)
                reviews.append(Review(
                    id: id, restaurantID: restaurantID, authorID: authorID, authorName: authorName,
                    authorHasProfileImage: hasImage, text: text, stars: stars, createdAt: createdAt
                ))
                last = ReviewCursor(createdAtMicroseconds: microseconds, arrival: arrival)
            }
            return ReviewPage(reviews: reviews, next: nil)
        }
    }
}

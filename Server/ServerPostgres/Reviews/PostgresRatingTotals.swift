import Foundation
import Logging
import PostgresNIO

/// Keeps `restaurant_rating` equal to the totals of the `review` table, inside the transaction that
/// changes reviews (see `RestaurantRatingTotals` for SQLite). Each change is one atomic statement, so
/// reviews of one restaurant written through several instances at once all count.
enum PostgresRatingTotals {
    static func add(stars: Int, toRestaurant restaurantID: String, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.run("""
            INSERT INTO restaurant_rating (restaurant_id, review_count, stars_total) VALUES (\(restaurantID), 1, \(stars))
            ON CONFLICT (restaurant_id) DO UPDATE SET
                review_count = restaurant_rating.review_count + 1,
                stars_total = restaurant_rating.stars_total + excluded.stars_total
            """, logger: logger)
    }

    /// Counts a replaced review's new stars instead of its old ones.
    static func replace(
        stars oldStars: Int, with newStars: Int, ofRestaurant restaurantID: String, on connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.run("""
            UPDATE restaurant_rating SET stars_total = stars_total - \(oldStars) + \(newStars) WHERE restaurant_id = \(restaurantID)
            """, logger: logger)
    }

    /// Takes every review by one account out of the totals (before those reviews are deleted).
    static func removeReviews(ofAccount accountID: UUID, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.run("""
            UPDATE restaurant_rating AS t SET
                review_count = t.review_count - r.reviews,
                stars_total = t.stars_total - r.stars
            FROM (SELECT restaurant_id, count(*) AS reviews, sum(stars) AS stars FROM review
                  WHERE account_id = \(accountID) GROUP BY restaurant_id) AS r
            WHERE t.restaurant_id = r.restaurant_id
            """, logger: logger)
        try await connection.run("DELETE FROM restaurant_rating WHERE review_count <= 0", logger: logger)
    }
}

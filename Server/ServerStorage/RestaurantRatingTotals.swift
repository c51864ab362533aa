import GRDB

/// Keeps `restaurantRating` (see `RatingsSchema`) equal to the totals of the `review` table. Called inside
/// the transaction that changes reviews, so the totals never disagree with the reviews.
package enum RestaurantRatingTotals {
    package static func add(stars: Int, toRestaurant restaurantID: String, in db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, 1, ?)
            ON CONFLICT (restaurantId) DO UPDATE SET
                reviewCount = reviewCount + 1,
                starsTotal = starsTotal + excluded.starsTotal
            """).execute(arguments: [restaurantID, stars])
    }

    /// Counts a replaced review's new stars instead of its old ones.
    package static func replace(stars oldStars: Int, with newStars: Int, ofRestaurant restaurantID: String, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE restaurantRating SET starsTotal = starsTotal - ? + ? WHERE restaurantId = ?")
            .execute(arguments: [oldStars, newStars, restaurantID])
    }

    /// Takes every review by one account out of the totals (before those reviews are deleted).
    package static func removeReviews(ofAccount accountID: String, in db: Database) throws {
        try db.execute(
            sql: """
                UPDATE restaurantRating SET
                    reviewCount = reviewCount - (
                        SELECT COUNT(*) FROM review
                        WHERE review.restaurantId = restaurantRating.restaurantId AND review.accountId = :account),
                    starsTotal = starsTotal - (
                        SELECT COALESCE(SUM(stars), 0) FROM review
                        WHERE review.restaurantId = restaurantRating.restaurantId AND review.accountId = :account)
                WHERE restaurantId IN (SELECT restaurantId FROM review WHERE accountId = :account)
                """,
            arguments: ["account": accountID]
        )
        try db.execute(sql: "DELETE FROM restaurantRating WHERE reviewCount <= 0")
    }
}

import Foundation
import GRDB

/// Reviews in the server's SQLite database (table `review`), with the restaurants' rating totals
/// (table `restaurantRating`) kept in the same transactions. One review per author and restaurant: a
/// new one replaces the old, so nobody can drag a rating down (or a list out) by posting again and
/// again. Lists hold the newest `listLimit` reviews, and never read the authors' profile images: only
/// whether there is one (`length` reads the record header, not the image's overflow pages).
/// Its statements are prepared once per connection and kept (`cachedStatement`): preparing them was a
/// good part of each request's time.
struct SQLiteReviewRepository: ReviewRepository {

    let database: any DatabaseWriter

    func add(_ review: NewReview) async throws {
        try await database.write { db in
            let authorExists = try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM account WHERE id = ?)"),
                arguments: [review.authorID.uuidString]
            ) ?? false
            guard authorExists else { throw ReviewRepositoryError.authorNotFound }
            let previousStars = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT stars FROM review WHERE accountId = ? AND restaurantId = ?"),
                arguments: [review.authorID.uuidString, review.restaurantID]
            )
            if let previousStars {
                try db.cachedStatement(sql: "UPDATE review SET text = ?, stars = ?, createdAt = ? WHERE accountId = ? AND restaurantId = ?")
                    .execute(arguments: [review.text, review.stars, review.createdAt, review.authorID.uuidString, review.restaurantID])
                try RestaurantRatingTotals.replace(stars: previousStars, with: review.stars, ofRestaurant: review.restaurantID, in: db)
            } else {
                try db.cachedStatement(sql: "INSERT INTO review (id, accountId, restaurantId, text, stars, createdAt) VALUES (?, ?, ?, ?, ?, ?)")
                    .execute(arguments: [
                        review.id.uuidString, review.authorID.uuidString, review.restaurantID, review.text, review.stars,
                        review.createdAt,
                    ])
                try RestaurantRatingTotals.add(stars: review.stars, toRestaurant: review.restaurantID, in: db)
            }
        }
    }

    func reviews(byAuthor authorID: UUID) async throws -> [Review] {
        try await database.read { db in try Self.reviews(byAuthor: authorID, in: db) }
    }

    func reviews(ofRestaurant restaurantID: String, limit: Int) async throws -> [Review] {
        let limit = min(max(0, limit), Self.listLimit)
        return try await database.read { db in try Self.fetch(where: "review.restaurantId = ?", restaurantID, limit: limit, in: db) }
    }

    /// The author's reviews, newest first, as many as a list holds: inside a read that asks more.
    static func reviews(byAuthor authorID: UUID, in db: Database) throws -> [Review] {
        try fetch(where: "review.accountId = ?", authorID.uuidString, limit: listLimit, in: db)
    }

    // MARK: - Rows

    private static func fetch(where condition: String, _ value: String, limit: Int, in db: Database) throws -> [Review] {
        let statement = try db.cachedStatement(sql: """
            SELECT review.id, review.restaurantId, review.text, review.stars, review.createdAt,
                   account.id AS authorId, account.name AS authorName,
                   coalesce(length(account.profileImage), 0) > 0 AS authorHasProfileImage
            FROM review JOIN account ON account.id = review.accountId
            WHERE \(condition)
            ORDER BY review.createdAt DESC, review.rowid DESC
            LIMIT ?
            """)
        // Rows read where they lie (a cursor copies none of them), by position in the order selected: a
        // lookup by name compares names case-insensitively. Throwing decodes: a value that cannot be read
        // fails this request, never the process.
        var reviews: [Review] = []
        let rows = try Row.fetchCursor(statement, arguments: [value, limit])
        while let row = try rows.next() {
            reviews.append(try Review(
                id: UUID(storedText: row.decode(atIndex: 0)),
                restaurantID: row.decode(atIndex: 1),
                authorID: UUID(storedText: row.decode(atIndex: 5)),
                authorName: row.decode(atIndex: 6),
                authorHasProfileImage: row.decode(atIndex: 7),
                text: row.decode(atIndex: 2),
                stars: row.decode(atIndex: 3),
                createdAt: Date.stored(in: row, atIndex: 4)
            ))
        }
        return reviews
    }
}

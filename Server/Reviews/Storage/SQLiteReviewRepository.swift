import Foundation
import GRDB
import ReviewsDomain
import ServerStorage

/// Reviews in the server's SQLite database (table `review`), with the restaurants' rating totals
/// (table `restaurantRating`) kept in the same transactions. One review per author and restaurant: a
/// new one replaces the old, so nobody can drag a rating down (or a list out) by posting again and
/// again. Lists come in pages of at most `ReviewPage.maximumSize` reviews, and never read the authors' profile images: only
/// whether there is one (`length` reads the record header, not the image's overflow pages).
/// Its statements are prepared once per connection and kept (`cachedStatement`): preparing them was a
/// good part of each request's time.
package struct SQLiteReviewRepository: ReviewRepository {

    package let database: any DatabaseWriter

    package init(database: any DatabaseWriter) {
        self.database = database
    }

    package func add(_ review: NewReview) async throws {
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

    package func reviews(byAuthor authorID: UUID, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        try await database.read { db in try Self.reviews(byAuthor: authorID, after: cursor, in: db, limit: Self.pageSize(limit)) }
    }

    package func reviews(ofRestaurant restaurantID: String, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        try await database.read { db in
            try Self.fetch(where: "review.restaurantId = ?", restaurantID, after: cursor, limit: Self.pageSize(limit), in: db)
        }
    }

    /// A page of the author's reviews: inside a read that asks more.
    package static func reviews(byAuthor authorID: UUID, after cursor: ReviewCursor?, in db: Database, limit: Int = ReviewPage.maximumSize) throws -> ReviewPage {
        try fetch(where: "review.accountId = ?", authorID.uuidString, after: cursor, limit: limit, in: db)
    }

    // MARK: - Rows

    /// Dates are compared as the text they are stored as, so a page starts exactly after its cursor.
    private static func fetch(where condition: String, _ value: String, after cursor: ReviewCursor?, limit: Int, in db: Database) throws -> ReviewPage {
        let statement = try db.cachedStatement(sql: """
            SELECT review.id, review.restaurantId, review.text, review.stars, review.createdAt,
                   account.id AS authorId, account.name AS authorName,
                   coalesce(length(account.profileImage), 0) > 0 AS authorHasProfileImage, review.rowid
            FROM review JOIN account ON account.id = review.accountId
            WHERE \(condition)\(cursor == nil ? "" : " AND (review.createdAt, review.rowid) < (?, ?)")
            ORDER BY review.createdAt DESC, review.rowid DESC
            LIMIT ?
            """)
        // Rows read where they lie (a cursor copies none of them), by position in the order selected: a
        // lookup by name compares names case-insensitively. Throwing decodes: a value that cannot be read
        // fails this request, never the process.
        var arguments: StatementArguments = [value]
        if let cursor {
            arguments += [Date.storedText(microsecondsSince1970: cursor.createdAtMicroseconds), cursor.arrival]
        }
        arguments += [limit + 1]
        var reviews: [Review] = []
        var last: ReviewCursor?
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() {
            guard reviews.count < limit else {
                return ReviewPage(reviews: reviews, next: last)
            }
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
            let arrival: Int64 = try row.decode(atIndex: 8)
            let storedCreatedAt: DatabaseValue = row[4]
            last = if case let .string(text) = storedCreatedAt.storage, let microseconds = Date.microsecondsSince1970(storedText: text) {
                ReviewCursor(createdAtMicroseconds: microseconds, arrival: arrival)
            } else {
                ReviewCursor(createdAt: reviews[reviews.count - 1].createdAt, arrival: arrival)
            }
        }
        return ReviewPage(reviews: reviews, next: nil)
    }
}

import Foundation
import ReviewsDomain
import ServerStorage

/// Reviews in the in-memory database, behaving as `SQLiteReviewRepository` does: one review per author
/// and restaurant, the rating totals kept in step, lists newest first in pages of at most `ReviewPage.maximumSize`.
package struct InMemoryReviewRepository: ReviewRepository {
    package let database: InMemoryDatabase

    package init(database: InMemoryDatabase) {
        self.database = database
    }

    package func add(_ review: NewReview) async throws {
        try database.write { tables in
            guard tables.accounts[review.authorID] != nil else { throw ReviewRepositoryError.authorNotFound }
            if var previous = tables.reviews.values.first(where: { $0.authorID == review.authorID && $0.restaurantID == review.restaurantID }) {
                tables.ratings[review.restaurantID, default: InMemoryRatingTotals()].replace(stars: previous.stars, with: review.stars)
                previous.text = review.text
                previous.stars = review.stars
                previous.createdAt = review.createdAt
                tables.reviews[previous.id] = previous
            } else {
                tables.reviews[review.id] = InMemoryReviewRow(
                    id: review.id,
                    rowID: tables.nextRowID(),
                    authorID: review.authorID,
                    restaurantID: review.restaurantID,
                    text: review.text,
                    stars: review.stars,
                    createdAt: review.createdAt
                )
                tables.ratings[review.restaurantID, default: InMemoryRatingTotals()].add(stars: review.stars)
            }
        }
    }

    package func reviews(byAuthor authorID: UUID, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        fetch(after: cursor, limit: Self.pageSize(limit)) { $0.authorID == authorID }
    }

    package func reviews(ofRestaurant restaurantID: String, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        fetch(after: cursor, limit: Self.pageSize(limit)) { $0.restaurantID == restaurantID }
    }

    private func fetch(after cursor: ReviewCursor?, limit: Int, where isIncluded: (InMemoryReviewRow) -> Bool) -> ReviewPage {
        database.read { tables in
            let rows = tables.reviews.values
                .filter { isIncluded($0) && tables.accounts[$0.authorID] != nil }
                .map { (key: ReviewCursor(createdAt: $0.createdAt, arrival: $0.rowID), row: $0) }
                .filter { entry in cursor.map { (entry.key.createdAtMicroseconds, entry.key.arrival) < ($0.createdAtMicroseconds, $0.arrival) } ?? true }
                .sorted { ($0.key.createdAtMicroseconds, $0.key.arrival) > ($1.key.createdAtMicroseconds, $1.key.arrival) }
                .prefix(limit + 1)
            let page = rows.prefix(limit)
            let reviews = page.map(\.row)
                .compactMap { row -> Review? in
                    guard let author = tables.accounts[row.authorID] else { return nil }
                    return Review(
                        id: row.id,
                        restaurantID: row.restaurantID,
                        authorID: author.id,
                        authorName: author.name,
                        authorHasProfileImage: !(author.profileImage ?? Data()).isEmpty,
                        text: row.text,
                        stars: row.stars,
                        createdAt: row.createdAt
                    )
                }
            return ReviewPage(reviews: reviews, next: rows.count > limit ? page.last?.key : nil)
        }
    }
}

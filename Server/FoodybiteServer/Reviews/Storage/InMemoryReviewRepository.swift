import Foundation

/// Reviews in the in-memory database, behaving as `SQLiteReviewRepository` does: one review per author
/// and restaurant, the rating totals kept in step, lists newest first and at most `listLimit` long.
struct InMemoryReviewRepository: ReviewRepository {
    let database: InMemoryDatabase

    func add(_ review: NewReview) async throws {
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

    func reviews(byAuthor authorID: UUID) async throws -> [Review] {
        fetch(limit: Self.listLimit) { $0.authorID == authorID }
    }

    func reviews(ofRestaurant restaurantID: String, limit: Int) async throws -> [Review] {
        fetch(limit: min(max(0, limit), Self.listLimit)) { $0.restaurantID == restaurantID }
    }

    private func fetch(limit: Int, where isIncluded: (InMemoryReviewRow) -> Bool) -> [Review] {
        database.read { tables in
            tables.reviews.values
                .filter(isIncluded)
                .sorted { ($0.createdAt, $0.rowID) > ($1.createdAt, $1.rowID) }
                .prefix(limit)
                .compactMap { row in
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
        }
    }
}

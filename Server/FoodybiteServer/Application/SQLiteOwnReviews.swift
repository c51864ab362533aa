import Accounts
import Foundation
import GRDB
import Reviews
import ReviewsDomain

/// `OwnReviewsReading` in the server's SQLite database: the session check and the list in one read, each
/// through its own repository's statement. Each read is a round trip through the reader pool's queues,
/// which cost GET /review as much as its queries did. It joins two slices' stores, so it lives beside
/// the other storage they share (`RestaurantRatingTotals`), in neither slice.
struct SQLiteOwnReviews: OwnReviewsReading {
    let database: any DatabaseReader

    func ownReviews(sessionID: UUID, userID: UUID, after cursor: ReviewCursor?, at now: Date) async throws -> ReviewPage? {
        try await database.read { db in
            guard let user = try SQLiteSessionRepository.authenticatedUser(sessionID: sessionID, userID: userID, at: now, in: db) else { return nil }
            return try SQLiteReviewRepository.reviews(byAuthor: user.id, after: cursor, in: db)
        }
    }
}

import AccountsDomain
import Foundation
import ReviewsDomain

/// `OwnReviewsReading` for any pair of stores: the session checked, then the reviews listed.
package struct SessionCheckedOwnReviews: OwnReviewsReading {
    package let sessions: any SessionRepository
    package let reviews: any ReviewRepository

    package init(sessions: any SessionRepository, reviews: any ReviewRepository) {
        self.sessions = sessions
        self.reviews = reviews
    }

    package func ownReviews(sessionID: UUID, userID: UUID, after cursor: ReviewCursor?, at now: Date) async throws -> ReviewPage? {
        guard let user = try await sessions.authenticatedUser(sessionID: sessionID, userID: userID, at: now) else { return nil }
        return try await reviews.reviews(byAuthor: user.id, after: cursor, limit: ReviewPage.maximumSize)
    }
}

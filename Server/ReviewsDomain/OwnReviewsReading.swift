import Foundation

/// What GET /review asks on every request: the caller's reviews, while the session of their access token
/// is open. A store that can check the session and list the reviews in one read answers both at once.
package protocol OwnReviewsReading: Sendable {
    /// The page of `userID`'s reviews after `cursor`, as `ReviewRepository.reviews(byAuthor:after:limit:)`
    /// lists them with `ReviewPage.maximumSize`, when session `sessionID` is still open at `now` and belongs to them (as
    /// `SessionRepository.authenticatedUser(sessionID:userID:at:)` decides); nil when it is not.
    func ownReviews(sessionID: UUID, userID: UUID, after cursor: ReviewCursor?, at now: Date) async throws -> ReviewPage?
}

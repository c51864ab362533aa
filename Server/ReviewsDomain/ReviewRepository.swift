import Foundation

/// Where reviews live. Lists are newest first (by `createdAt`, then by arrival), in pages of at most
/// `limit` (capped at `ReviewPage.maximumSize`): a page starts after `cursor` (from the newest when nil) and says
/// where the next one starts.
package protocol ReviewRepository: Sendable {
    /// Stores a review and adds its stars to its restaurant's rating totals, in one transaction.
    /// Throws `ReviewRepositoryError.authorNotFound` when the author is gone.
    func add(_ review: NewReview) async throws

    func reviews(byAuthor authorID: UUID, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage

    /// Every author's reviews of one restaurant.
    func reviews(ofRestaurant restaurantID: String, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage
}

extension ReviewRepository {
    /// The newest `limit` reviews of one restaurant.
    package func reviews(ofRestaurant restaurantID: String, limit: Int) async throws -> [Review] {
        try await reviews(ofRestaurant: restaurantID, after: nil, limit: limit).reviews
    }

    /// A page's size: `limit` within 0...`ReviewPage.maximumSize`.
    package static func pageSize(_ limit: Int) -> Int {
        min(max(0, limit), ReviewPage.maximumSize)
    }
}

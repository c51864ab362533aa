import Foundation

/// Where reviews live. Lists are newest first (by `createdAt`, then by arrival).
protocol ReviewRepository: Sendable {
    /// Stores a review and adds its stars to its restaurant's rating totals, in one transaction.
    /// Throws `ReviewRepositoryError.authorNotFound` when the author is gone.
    func add(_ review: NewReview) async throws

    func reviews(byAuthor authorID: UUID) async throws -> [Review]

    /// Every author's reviews of one restaurant, the newest `limit` of them.
    func reviews(ofRestaurant restaurantID: String, limit: Int) async throws -> [Review]
}

extension ReviewRepository {
    static var listLimit: Int { 100 }

    /// Every author's reviews of one restaurant, as many as a list holds.
    func reviews(ofRestaurant restaurantID: String) async throws -> [Review] {
        try await reviews(ofRestaurant: restaurantID, limit: Self.listLimit)
    }
}

import Foundation

public protocol AddReviewService: Sendable {
    /// Posts a review as the signed-in user.
    func addReview(restaurantID: String, text: String, stars: Int, createdAt: Date) async throws
}

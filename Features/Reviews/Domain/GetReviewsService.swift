import Shared

public protocol GetReviewsService: Sendable {
    func reviews(_ scope: ReviewsScope) async throws -> Sourced<[Review]>
}

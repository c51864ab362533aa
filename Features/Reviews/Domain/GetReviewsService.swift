import Shared

public protocol GetReviewsService: Sendable {
    /// The page of `scope`'s reviews that starts at `page` (a `nextPage` this service gave), or the first.
    func reviews(_ scope: ReviewsScope, after page: String?) async throws -> Sourced<ReviewsPage>
}

extension GetReviewsService {
    /// The first page's reviews.
    public func reviews(_ scope: ReviewsScope) async throws -> Sourced<[Review]> {
        let first = try await reviews(scope, after: nil)
        return Sourced(first.value.reviews, origin: first.origin, partialReason: first.partialReason, credits: first.credits)
    }
}

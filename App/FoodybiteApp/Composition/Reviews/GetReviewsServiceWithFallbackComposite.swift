import ReviewsFeature
import Shared

/// The server's reviews, else the cached ones.
struct GetReviewsServiceWithFallbackComposite: GetReviewsService {
    let primary: any GetReviewsService
    let secondary: any GetReviewsService

    func reviews(_ scope: ReviewsScope, after page: String?) async throws -> Sourced<ReviewsPage> {
        try await CacheFallback.answer(
            primary: { try await primary.reviews(scope, after: page) },
            secondary: { try await secondary.reviews(scope, after: page) }
        )
    }
}

import ReviewsFeature
import Shared

/// Saves every live first page of reviews in the cache on its way to the caller.
struct GetReviewsServiceCacheDecorator: GetReviewsService {
    let decoratee: any GetReviewsService
    let cache: any ReviewsCache

    func reviews(_ scope: ReviewsScope, after page: String?) async throws -> Sourced<ReviewsPage> {
        let result = try await decoratee.reviews(scope, after: page)
        if result.origin == .live, page == nil {
            try? await cache.save(result.value.reviews, for: scope)
        }
        return result
    }
}

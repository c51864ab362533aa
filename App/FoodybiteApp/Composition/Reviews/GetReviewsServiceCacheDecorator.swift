import ReviewsFeature
import Shared

/// Saves every live list of reviews in the cache on its way to the caller.
struct GetReviewsServiceCacheDecorator: GetReviewsService {
    let decoratee: any GetReviewsService
    let cache: any ReviewsCache

    func reviews(_ scope: ReviewsScope) async throws -> Sourced<[Review]> {
        let result = try await decoratee.reviews(scope)
        if result.origin == .live {
            try? await cache.save(result.value, for: scope)
        }
        return result
    }
}

import Foundation
import ReviewsFeature
import Shared

/// Records the scopes it was asked for and answers with a fixed result.
final class GetReviewsServiceSpy: GetReviewsService, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ReviewsScope] = []
    private let result: Result<Sourced<[Review]>, any Error>

    init(result: Result<Sourced<[Review]>, any Error>) {
        self.result = result
    }

    var scopes: [ReviewsScope] { lock.withLock { recorded } }

    func reviews(_ scope: ReviewsScope, after page: String?) async throws -> Sourced<ReviewsPage> {
        lock.withLock { recorded.append(scope) }
        let answer = try result.get()
        return Sourced(ReviewsPage(reviews: answer.value), origin: answer.origin, partialReason: answer.partialReason)
    }
}

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

    func reviews(_ scope: ReviewsScope) async throws -> Sourced<[Review]> {
        lock.withLock { recorded.append(scope) }
        return try result.get()
    }
}

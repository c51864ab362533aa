import Foundation
import ReviewsFeature

final class ReviewsCacheSpy: ReviewsCache, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [([Review], ReviewsScope)] = []
    private let error: (any Error)?

    init(error: (any Error)? = nil) {
        self.error = error
    }

    var saved: [([Review], ReviewsScope)] { lock.withLock { recorded } }

    func save(_ reviews: [Review], for scope: ReviewsScope) async throws {
        lock.withLock { recorded.append((reviews, scope)) }
        if let error { throw error }
    }
}

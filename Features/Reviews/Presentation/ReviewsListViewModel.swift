import Foundation
import Shared

/// Lists reviews, newest first: the signed-in user's own (optionally of one restaurant), or every
/// author's of one restaurant.
@MainActor
public final class ReviewsListViewModel {
    private let service: any GetReviewsService
    private let now: @Sendable () -> Date

    public init(service: any GetReviewsService, now: @escaping @Sendable () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    public func load(restaurantID: String?, mineOnly: Bool) async throws -> ReviewsListViewData {
        let id = restaurantID?.trimmingCharacters(in: .whitespaces)
        let scope: ReviewsScope = if let id, !id.isEmpty, !mineOnly { .restaurant(id: id) } else { .mine }
        let result = try await service.reviews(scope)
        let currentTime = now()
        let rows = result.value
            .filter { review in scope != .mine || id.map { $0.isEmpty || review.restaurantID == $0 } ?? true }
            .sorted { $0.createdAt > $1.createdAt }
            .map { ReviewsListViewData.Row(
                restaurantID: $0.restaurantID, author: $0.authorName, rating: $0.rating, text: $0.text,
                createdAt: $0.createdAt, relativeTime: RelativeTimeFormatter.string(forDateThatMayLackItsTime: $0.createdAt, relativeTo: currentTime)
            ) }
        return ReviewsListViewData(scope: scope, origin: result.origin, rows: rows)
    }
}

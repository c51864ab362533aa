import Foundation
import Shared

/// Lists reviews, newest first: the signed-in user's own (optionally of one restaurant), or every
/// author's of one restaurant.
@MainActor
public final class ReviewsListViewModel {
    private let service: any GetReviewsService
    private let namesProvider: (any RestaurantNamesProviding)?
    private let placeReviews: (any PlaceReviewsProviding)?
    private let now: @Sendable () -> Date

    /// `namesProvider` names the restaurants of one's own reviews; `placeReviews` lists a restaurant's
    /// reviews from its Places source to someone not logged in.
    public init(
        service: any GetReviewsService,
        namesProvider: (any RestaurantNamesProviding)? = nil,
        placeReviews: (any PlaceReviewsProviding)? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.namesProvider = namesProvider
        self.placeReviews = placeReviews
        self.now = now
    }

    /// `page`: where the list starts (the `nextPage` of the page before); nil for the newest.
    public func load(restaurantID: String?, mineOnly: Bool, page: String? = nil) async throws -> ReviewsListViewData {
        let id = restaurantID?.trimmingCharacters(in: .whitespaces)
        let scope: ReviewsScope = if let id, !id.isEmpty, !mineOnly { .restaurant(id: id) } else { .mine }
        let result: Sourced<ReviewsPage>
        do {
            result = try await service.reviews(scope, after: page)
        } catch where page == nil && FailureMessage(describing: error).failureKind == .unauthorised {
            // Not logged in: a restaurant's reviews are still what its page shows, from its Places source.
            guard case let .restaurant(restaurantID) = scope, let placeReviews else { throw error }
            return try await listOfPlaceReviews(of: restaurantID, from: placeReviews)
        }
        let currentTime = now()
        let reviews = result.value.reviews
            .filter { review in scope != .mine || id.map { $0.isEmpty || review.restaurantID == $0 } ?? true }
            .sorted { $0.createdAt > $1.createdAt }
        var names: [String: String] = [:]
        if scope == .mine, let namesProvider, !reviews.isEmpty {
            var seen = Set<String>()
            names = await namesProvider.names(of: reviews.map(\.restaurantID).filter { seen.insert($0).inserted })
        }
        let rows = reviews.map { ReviewsListViewData.Row(
            restaurantID: $0.restaurantID, restaurantName: names[$0.restaurantID], author: $0.authorName, rating: $0.rating, text: $0.text,
            createdAt: $0.createdAt, relativeTime: RelativeTimeFormatter.string(forDateThatMayLackItsTime: $0.createdAt, relativeTo: currentTime)
        ) }
        return ReviewsListViewData(
            scope: scope, origin: result.origin, rows: rows, note: result.partialReason.map { "Only part of the reviews: \($0)." },
            nextPage: result.value.nextPage, restaurantFilter: scope == .mine ? id.flatMap { $0.isEmpty ? nil : $0 } : nil
        )
    }

    private func listOfPlaceReviews(of restaurantID: String, from provider: any PlaceReviewsProviding) async throws -> ReviewsListViewData {
        let currentTime = now()
        let rows = try await provider.placeReviews(ofRestaurant: restaurantID).map { review in
            ReviewsListViewData.Row(
                restaurantID: restaurantID, restaurantName: nil, author: review.authorName, rating: review.rating, text: review.text,
                createdAt: review.createdAt,
                relativeTime: review.createdAt.map { RelativeTimeFormatter.string(forDateThatMayLackItsTime: $0, relativeTo: currentTime) }
                    ?? review.relativeTimeDescription ?? ""
            )
        }
        return ReviewsListViewData(
            scope: .restaurant(id: restaurantID), origin: .live, rows: rows,
            note: "These are the reviews that came with the restaurant's details; log in to see what Foodybite users wrote (`foodybite session login`)."
        )
    }
}

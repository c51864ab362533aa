import Foundation
import Shared

/// Loads a restaurant's page: its details, and what Foodybite users wrote when that can be had (a
/// missing session or an unreachable Foodybite server never hides the details).
@MainActor
public final class RestaurantDetailsViewModel {
    public private(set) var state: LoadState<RestaurantDetailsViewData> = .idle

    private let service: any RestaurantDetailsService
    private let reviewsProvider: any RestaurantReviewsProviding
    private let now: @Sendable () -> Date

    public init(service: any RestaurantDetailsService, reviewsProvider: any RestaurantReviewsProviding, now: @escaping @Sendable () -> Date = Date.init) {
        self.service = service
        self.reviewsProvider = reviewsProvider
        self.now = now
    }

    public func load(restaurantID id: String) async {
        let trimmed = id.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            state = .failed(UserFacingMessage("The restaurant id is empty.", exitStatus: .usage))
            return
        }
        state = .loading
        async let foodybiteReviews = reviewsProvider.reviews(ofRestaurant: trimmed)
        let details: Sourced<RestaurantDetails>
        do {
            details = try await service.details(ofRestaurant: trimmed)
        } catch {
            // Leaving the scope now would cancel the reviews request, and cancelling a URLSession request
            // in flight can deadlock on Linux (swift-corelibs-foundation #5412): let it end instead.
            _ = try? await foodybiteReviews
            state = .failed(ErrorPresenter.message(for: error))
            return
        }
        let currentTime = now()
        var reviews: [ReviewViewData] = []
        var reviewsNote: String?
        do {
            let fetched = try await foodybiteReviews
            reviews = fetched.value
                .sorted { ($0.createdAt ?? .distantPast) > ($1.createdAt ?? .distantPast) }
                .map { ReviewViewData($0, isFromFoodybite: true, now: currentTime) }
            if case let .cache(savedAt, _) = fetched.origin {
                reviewsNote = "Foodybite reviews cached \(RelativeTimeFormatter.string(for: savedAt, relativeTo: currentTime))."
            }
        } catch {
            reviewsNote = Self.note(explaining: error)
        }
        // A server that speaks both APIs (ours) may list the Foodybite reviews among the place's own: show each once.
        let foodybiteKeys = Set(reviews.map(Self.sameReviewKey))
        reviews += details.value.reviews
            .map { ReviewViewData($0, isFromFoodybite: false, now: currentTime) }
            .filter { !foodybiteKeys.contains(Self.sameReviewKey($0)) }
        state = .loaded(RestaurantDetailsViewData(details: details.value, origin: details.origin, reviews: reviews, reviewsNote: reviewsNote))
    }

    private static func sameReviewKey(_ review: ReviewViewData) -> String {
        "\(review.author)\u{1F}\(review.rating)\u{1F}\(review.text)"
    }

    private static func note(explaining error: any Error) -> String {
        let message = ErrorPresenter.message(for: error)
        if message.exitStatus == .noPermission {
            return "Log in to see what Foodybite users wrote (`foodybite session login`)."
        }
        return "Foodybite reviews are unavailable: \(message.text)"
    }
}

import Foundation
import Shared

/// Loads a restaurant's page: its details, and what Foodybite users wrote when that can be had (a
/// missing session or an unreachable Foodybite server never hides the details).
@MainActor
public final class RestaurantDetailsViewModel {
    private let service: any RestaurantDetailsService
    private let reviewsProvider: any RestaurantReviewsProviding
    private let now: @Sendable () -> Date

    public init(service: any RestaurantDetailsService, reviewsProvider: any RestaurantReviewsProviding, now: @escaping @Sendable () -> Date = Date.init) {
        self.service = service
        self.reviewsProvider = reviewsProvider
        self.now = now
    }

    public func load(restaurantID id: String) async throws -> RestaurantDetailsViewData {
        let trimmed = id.trimmingCharacters(in: .whitespaces)
        async let foodybiteReviews = reviewsProvider.reviews(ofRestaurant: trimmed)
        let details: Sourced<RestaurantDetails>
        do {
            details = try await service.details(ofRestaurant: trimmed)
        } catch {
            // Leaving the scope now would cancel the reviews request, and cancelling a URLSession request
            // in flight can deadlock on Linux (swift-corelibs-foundation #5412): let it end instead.
            _ = try? await foodybiteReviews
            throw error
        }
        let currentTime = now()
        var reviews: [ReviewViewData] = []
        var reviewsNote: String?
        var placeReviews = details.value.reviews
        do {
            let fetched = try await foodybiteReviews
            reviews = fetched.value
                .sorted { ($0.createdAt ?? .distantPast) > ($1.createdAt ?? .distantPast) }
                .map { ReviewViewData($0, isFromFoodybite: true, now: currentTime) }
            if case let .cache(savedAt, _) = fetched.origin {
                reviewsNote = "Foodybite reviews cached \(RelativeTimeFormatter.string(for: savedAt, relativeTo: currentTime))."
            }
            if let partial = fetched.partialReason {
                reviewsNote = "Only part of the Foodybite reviews: \(partial)."
            }
            // Our server also lists them among the place's reviews: the Reviews feature's list is the one shown.
            placeReviews.removeAll(where: \.isFromFoodybite)
        } catch {
            reviewsNote = Self.note(explaining: error)
        }
        reviews += placeReviews.map { ReviewViewData($0, isFromFoodybite: $0.isFromFoodybite, now: currentTime) }
        return RestaurantDetailsViewData(details: details.value, origin: details.origin, reviews: reviews, reviewsNote: reviewsNote)
    }

    private static func note(explaining error: any Error) -> String {
        let failure = FailureMessage(describing: error)
        if failure.failureKind == .unauthorised {
            return "Log in to see what Foodybite users wrote (`foodybite session login`)."
        }
        return "Foodybite reviews are unavailable: \(failure.explanation)"
    }
}

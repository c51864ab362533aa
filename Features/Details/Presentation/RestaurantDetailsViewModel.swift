import Foundation
import Shared

/// Loads a restaurant's page: its details, and what Foodybite users wrote when that can be had (a
/// missing session or an unreachable Foodybite server never hides the details).
@MainActor
public final class RestaurantDetailsViewModel {
    private let service: any RestaurantDetailsService
    private let reviewsProvider: any RestaurantReviewsProviding
    private let now: @Sendable () -> Date
    private let locationProvider: (any CurrentLocationProviding)?
    private let mapService: MapService

    /// Directions start where `locationProvider` says you are (a map service's own idea of where you
    /// are when it says nothing better than the default centre); links go to `mapService`.
    public init(
        service: any RestaurantDetailsService, reviewsProvider: any RestaurantReviewsProviding, now: @escaping @Sendable () -> Date = Date.init,
        locationProvider: (any CurrentLocationProviding)? = nil, mapService: MapService = .openStreetMap
    ) {
        self.service = service
        self.reviewsProvider = reviewsProvider
        self.now = now
        self.locationProvider = locationProvider
        self.mapService = mapService
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
        return RestaurantDetailsViewData(
            details: details.value, origin: details.origin, reviews: reviews, reviewsNote: reviewsNote, links: await links(to: details.value)
        )
    }

    /// The restaurant's page on the map (the source's own when it gives one) and directions to it.
    public func links(to details: RestaurantDetails) async -> RestaurantLinks {
        let here = try? await locationProvider?.currentLocation(explicit: nil)
        let origin = here?.source == .defaultCenter ? nil : here?.coordinates
        return RestaurantLinks(
            website: details.website.flatMap(RestaurantLinks.webURL),
            map: details.mapURL.flatMap(RestaurantLinks.webURL).flatMap { MapLinks.isMapPage($0) ? $0 : nil }
                ?? MapLinks.place(id: details.id, at: details.location, on: mapService),
            directions: MapLinks.directions(id: details.id, to: details.location, from: origin, on: mapService)
        )
    }

    private static func note(explaining error: any Error) -> String {
        let failure = FailureMessage(describing: error)
        if failure.failureKind == .unauthorised {
            return "Log in to see what Foodybite users wrote (`foodybite session login`)."
        }
        return "Foodybite reviews are unavailable: \(failure.explanation)"
    }
}

import DetailsFeature
import ReviewsFeature
import Shared

/// Lets the restaurant page show what Foodybite users wrote, through the Reviews feature.
struct FoodybiteReviewsAdapter: RestaurantReviewsProviding {
    let service: any GetReviewsService

    func reviews(ofRestaurant id: String) async throws -> Sourced<[RestaurantReview]> {
        let reviews = try await service.reviews(.restaurant(id: id))
        let mapped = reviews.value.map { RestaurantReview(authorName: $0.authorName, rating: $0.rating, text: $0.text, createdAt: $0.createdAt, relativeTimeDescription: nil) }
        return Sourced(mapped, origin: reviews.origin, partialReason: reviews.partialReason)
    }
}

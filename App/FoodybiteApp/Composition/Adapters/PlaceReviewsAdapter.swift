import DetailsFeature
import ReviewsFeature

/// Lets `reviews list ID` show a logged-out person the reviews the restaurant's page shows, from its
/// details (Foodybite users' own reviews that our server lists there left out: they need a login).
struct PlaceReviewsAdapter: PlaceReviewsProviding {
    let details: any RestaurantDetailsService

    func placeReviews(ofRestaurant id: String) async throws -> [PlaceReview] {
        try await details.details(ofRestaurant: id).value.reviews
            .filter { !$0.isFromFoodybite }
            .map { PlaceReview(authorName: $0.authorName, rating: $0.rating, text: $0.text, createdAt: $0.createdAt, relativeTimeDescription: $0.relativeTimeDescription) }
    }
}

/// The reviews a restaurant's Places source shows with its details (Google's, or our catalog's), for
/// listing a restaurant's reviews to someone not logged in, as its page does.
public protocol PlaceReviewsProviding: Sendable {
    func placeReviews(ofRestaurant id: String) async throws -> [PlaceReview]
}

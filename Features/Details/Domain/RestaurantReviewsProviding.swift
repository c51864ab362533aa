import Shared

/// What Foodybite users wrote about a restaurant (App adapts the Reviews feature).
public protocol RestaurantReviewsProviding: Sendable {
    func reviews(ofRestaurant id: String) async throws -> Sourced<[RestaurantReview]>
}

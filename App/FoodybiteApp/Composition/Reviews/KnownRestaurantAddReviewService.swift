import DetailsFeature
import Foundation
import ReviewsFeature

/// Posts a review only of a restaurant the Places source knows: its details are looked up first (and
/// kept in the details cache). An id the source says no restaurant has is refused with
/// `DetailsError.notFound` before anything is posted; a lookup that cannot be made (the source
/// unreachable, or a server that serves no restaurants) leaves the decision to the review server.
struct KnownRestaurantAddReviewService: AddReviewService {
    let decoratee: any AddReviewService
    let details: any RestaurantDetailsService

    func addReview(restaurantID: String, text: String, stars: Int, createdAt: Date) async throws {
        do {
            _ = try await details.details(ofRestaurant: restaurantID)
        } catch let error as DetailsError where error == .notFound(id: restaurantID) {
            throw error
        } catch {
            // The check could not be made; the review server still refuses ids of its own catalog it lacks.
        }
        try await decoratee.addReview(restaurantID: restaurantID, text: text, stars: stars, createdAt: createdAt)
    }
}

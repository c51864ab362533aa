import Foundation

/// The server's checks of a review (400 with a reason).
enum ReviewFieldRules {
    static let stars = 1...5
    static let maximumTextLength = 2_000
    /// Google place IDs run to a few hundred characters at most.
    static let maximumRestaurantIDLength = 512

    static func validate(_ review: PostReviewRequest) throws {
        try validRestaurantID(review.restaurantID)
        guard !review.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw APIError.badRequest("The review text must not be empty.")
        }
        guard review.text.count <= maximumTextLength else {
            throw APIError.badRequest("The review text must be at most \(maximumTextLength) characters long.")
        }
        guard stars.contains(review.stars) else {
            throw APIError.badRequest("`stars` must be a whole number from \(stars.lowerBound) to \(stars.upperBound).")
        }
    }

    static func validRestaurantID(_ restaurantID: String) throws {
        guard !restaurantID.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw APIError.badRequest("`restaurantID` must not be empty.")
        }
        guard restaurantID.count <= maximumRestaurantIDLength else {
            throw APIError.badRequest("`restaurantID` must be at most \(maximumRestaurantIDLength) characters long.")
        }
    }
}

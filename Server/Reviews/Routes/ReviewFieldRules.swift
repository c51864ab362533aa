import Foundation
import ServerHTTP
import ServerJSON

/// The server's checks of a review (400 with a reason). Lengths count Unicode scalars.
enum ReviewFieldRules {
    static let stars = 1...5
    static let maximumTextLength = 2_000
    /// Google place IDs run to a few hundred characters at most.
    static let maximumRestaurantIDLength = 512

    /// The earliest `createdAt` accepted; later than the clock allows is refused too (a day of skew is fine).
    static let earliestDate = Date(timeIntervalSince1970: 946_684_800)
    static let allowedClockSkew: TimeInterval = 24 * 3600

    static func validate(_ review: PostReviewRequest, now: Date) throws {
        try validRestaurantID(review.restaurantID)
        guard !review.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw APIError.badRequest("The review text must not be empty.")
        }
        guard review.text.unicodeScalars.count <= maximumTextLength else {
            throw APIError.badRequest("The review text must be at most \(maximumTextLength) characters long.")
        }
        try TextRule.multiline.check(review.text, field: "text")
        guard stars.contains(review.stars) else {
            throw APIError.badRequest("`stars` must be a whole number from \(stars.lowerBound) to \(stars.upperBound).")
        }
        guard review.createdAt >= earliestDate, review.createdAt <= now.addingTimeInterval(allowedClockSkew) else {
            throw APIError.badRequest("`createdAt` must be a date between 2000 and now.")
        }
    }

    static func validRestaurantID(_ restaurantID: String) throws {
        guard !restaurantID.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw APIError.badRequest("`restaurantID` must not be empty.")
        }
        guard restaurantID.unicodeScalars.count <= maximumRestaurantIDLength else {
            throw APIError.badRequest("`restaurantID` must be at most \(maximumRestaurantIDLength) characters long.")
        }
        try TextRule.singleLine.check(restaurantID, field: "restaurantID")
    }
}

import Foundation

public struct PostedReviewViewData: Sendable, Equatable {
    public let restaurantID: String
    public let stars: Int
    public let text: String
    public let createdAt: Date

    public init(restaurantID: String, stars: Int, text: String, createdAt: Date) {
        self.restaurantID = restaurantID
        self.stars = stars
        self.text = text
        self.createdAt = createdAt
    }
}

import Foundation

/// What one Foodybite user wrote about one restaurant.
public struct Review: Sendable, Equatable {
    public let restaurantID: String
    public let authorName: String
    /// 1...5 stars.
    public let rating: Int
    public let text: String
    public let createdAt: Date
    public let authorImage: Data?

    public init(restaurantID: String, authorName: String, rating: Int, text: String, createdAt: Date, authorImage: Data?) {
        self.restaurantID = restaurantID
        self.authorName = authorName
        self.rating = rating
        self.text = text
        self.createdAt = createdAt
        self.authorImage = authorImage
    }
}

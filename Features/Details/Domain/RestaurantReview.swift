import Foundation

/// A review on the restaurant page, from the Places service or from Foodybite users.
public struct RestaurantReview: Sendable, Equatable {
    public let authorName: String
    /// 1...5 stars.
    public let rating: Int
    public let text: String
    public let createdAt: Date?
    /// The service's own wording ("a month ago") when there is no date.
    public let relativeTimeDescription: String?
    /// Set when the service translated the review: the language it was written in (`pt`, `de`, …).
    public let translatedFrom: String?
    /// Written by a Foodybite user, though it came with the place's details (our server lists them there).
    public let isFromFoodybite: Bool

    public init(
        authorName: String, rating: Int, text: String, createdAt: Date?, relativeTimeDescription: String?,
        translatedFrom: String? = nil, isFromFoodybite: Bool = false
    ) {
        self.authorName = authorName
        self.rating = rating
        self.text = text
        self.createdAt = createdAt
        self.relativeTimeDescription = relativeTimeDescription
        self.translatedFrom = translatedFrom
        self.isFromFoodybite = isFromFoodybite
    }
}

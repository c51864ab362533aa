import Foundation
import Shared

public struct ReviewViewData: Sendable, Equatable {
    public let author: String
    public let rating: Int
    public let text: String
    public let relativeTime: String
    public let createdAt: Date?
    /// Written by a Foodybite user (else it came with the Places details).
    public let isFromFoodybite: Bool
    /// The language the service translated the review from.
    public let translatedFrom: String?

    public init(_ review: RestaurantReview, isFromFoodybite: Bool, now: Date) {
        self.author = review.authorName
        self.rating = review.rating
        self.text = review.text
        self.createdAt = review.createdAt
        self.relativeTime = review.createdAt.map { RelativeTimeFormatter.string(forDateThatMayLackItsTime: $0, relativeTo: now) } ?? review.relativeTimeDescription ?? ""
        self.isFromFoodybite = isFromFoodybite
        self.translatedFrom = review.translatedFrom
    }

    public var starsText: String { RatingFormatter.stars(count: rating) }
}

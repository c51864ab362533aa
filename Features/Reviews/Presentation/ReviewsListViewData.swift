import Foundation
import Shared

public struct ReviewsListViewData: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let restaurantID: String
        public let author: String
        public let rating: Int
        public let text: String
        public let createdAt: Date
        public let relativeTime: String

        public var starsText: String { RatingFormatter.stars(count: rating) }
    }

    public let scope: ReviewsScope
    public let origin: DataOrigin
    public let rows: [Row]

    public func cacheNote(now: Date) -> String? {
        origin.cacheNote(showing: "reviews", now: now)
    }
}

import Foundation
import Shared

public struct ReviewsListViewData: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let restaurantID: String
        /// For one's own reviews, when it could be had.
        public let restaurantName: String?
        public let author: String
        public let rating: Int
        public let text: String
        public let createdAt: Date
        public let relativeTime: String

        public var starsText: String { RatingFormatter.stars(count: rating) }

        /// "Tasca do Zé (FB…)", or the id alone when the name is not known.
        public var restaurantText: String {
            restaurantName.map { "\($0) (\(restaurantID))" } ?? restaurantID
        }
    }

    public let scope: ReviewsScope
    public let origin: DataOrigin
    public let rows: [Row]

    public func cacheNote(now: Date) -> String? {
        origin.cacheNote(showing: "reviews", now: now)
    }
}

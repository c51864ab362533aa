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
        /// Nil for a review from the Places source that came without its date.
        public let createdAt: Date?
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
    /// What the person should know about the list (whose reviews these are).
    public let note: String?
    /// Where the next page starts, when there are more reviews than these.
    public let nextPage: String?
    /// The one restaurant one's own reviews were kept of (`--mine ID`): each page is filtered alone.
    public let restaurantFilter: String?

    public init(
        scope: ReviewsScope, origin: DataOrigin, rows: [Row], note: String? = nil, nextPage: String? = nil, restaurantFilter: String? = nil
    ) {
        self.scope = scope
        self.origin = origin
        self.rows = rows
        self.note = note
        self.nextPage = nextPage
        self.restaurantFilter = restaurantFilter
    }

    public func cacheNote(now: Date) -> String? {
        origin.cacheNote(showing: "reviews", now: now)
    }
}

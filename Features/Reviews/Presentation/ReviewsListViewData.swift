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
        guard case let .cache(savedAt, reason) = origin else { return nil }
        let age = "Showing reviews cached \(RelativeTimeFormatter.string(for: savedAt, relativeTo: now))"
        return reason.map { "\(age): \($0)" } ?? "\(age)."
    }
}

import Foundation

/// A row of the in-memory `review` table; `rowID` keeps the order of arrival (a replaced review keeps it).
package struct InMemoryReviewRow: Sendable {
    package let id: UUID
    package let rowID: Int64
    package let authorID: UUID
    package let restaurantID: String
    package var text: String
    package var stars: Int
    package var createdAt: Date

    package init(id: UUID, rowID: Int64, authorID: UUID, restaurantID: String, text: String, stars: Int, createdAt: Date) {
        self.id = id
        self.rowID = rowID
        self.authorID = authorID
        self.restaurantID = restaurantID
        self.text = text
        self.stars = stars
        self.createdAt = createdAt
    }
}

import Foundation

/// A row of the in-memory `review` table; `rowID` keeps the order of arrival (a replaced review keeps it).
struct InMemoryReviewRow: Sendable {
    let id: UUID
    let rowID: Int64
    let authorID: UUID
    let restaurantID: String
    var text: String
    var stars: Int
    var createdAt: Date
}

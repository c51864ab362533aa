import Foundation

/// A review that came with a restaurant's details from its Places source, not from a Foodybite user.
public struct PlaceReview: Sendable, Equatable {
    public let authorName: String
    /// 1...5 stars.
    public let rating: Int
    public let text: String
    public let createdAt: Date?
    /// The source's own wording ("a month ago") when there is no date.
    public let relativeTimeDescription: String?

    public init(authorName: String, rating: Int, text: String, createdAt: Date?, relativeTimeDescription: String?) {
        self.authorName = authorName
        self.rating = rating
        self.text = text
        self.createdAt = createdAt
        self.relativeTimeDescription = relativeTimeDescription
    }
}

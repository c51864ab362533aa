import Foundation

/// A stored review with what the API shows of its author. The author's profile image is never loaded
/// with a review (lists would grow with image sizes): only whether there is one, served on its own
/// route.
package struct Review: Sendable, Equatable {
    /// Stays the same when its author replaces the review.
    package let id: UUID
    package let restaurantID: String
    package let authorID: UUID
    package let authorName: String
    package let authorHasProfileImage: Bool
    package let text: String
    package let stars: Int
    package let createdAt: Date

    package init(id: UUID, restaurantID: String, authorID: UUID, authorName: String, authorHasProfileImage: Bool, text: String, stars: Int, createdAt: Date) {
        self.id = id
        self.restaurantID = restaurantID
        self.authorID = authorID
        self.authorName = authorName
        self.authorHasProfileImage = authorHasProfileImage
        self.text = text
        self.stars = stars
        self.createdAt = createdAt
    }
}

import Foundation

/// A review about to be stored; its author is always the authenticated user.
package struct NewReview: Sendable, Equatable {
    package let id: UUID
    package let authorID: UUID
    package let restaurantID: String
    package let text: String
    package let stars: Int
    package let createdAt: Date

    package init(id: UUID, authorID: UUID, restaurantID: String, text: String, stars: Int, createdAt: Date) {
        self.id = id
        self.authorID = authorID
        self.restaurantID = restaurantID
        self.text = text
        self.stars = stars
        self.createdAt = createdAt
    }
}

import Foundation

/// A review about to be stored; its author is always the authenticated user.
package struct NewReview: Sendable, Equatable {
    package let id: UUID
    package let authorID: UUID
    package let restaurantID: String
    package let text: String
    package let stars: Int
    package let createdAt: Date
}

import Foundation

/// A review about to be stored; its author is always the authenticated user.
struct NewReview: Sendable, Equatable {
    let id: UUID
    let authorID: UUID
    let restaurantID: String
    let text: String
    let stars: Int
    let createdAt: Date
}

import Foundation

/// A stored review with what the API shows of its author.
struct Review: Sendable, Equatable {
    /// Stays the same when its author replaces the review.
    let id: UUID
    let restaurantID: String
    let authorName: String
    let authorProfileImage: Data?
    let text: String
    let stars: Int
    let createdAt: Date
}

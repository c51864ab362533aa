import Foundation

/// A stored review with what the API shows of its author. The author's profile image is never loaded
/// with a review (lists would grow with image sizes): only whether there is one, served on its own
/// route.
struct Review: Sendable, Equatable {
    /// Stays the same when its author replaces the review.
    let id: UUID
    let restaurantID: String
    let authorID: UUID
    let authorName: String
    let authorHasProfileImage: Bool
    let text: String
    let stars: Int
    let createdAt: Date
}

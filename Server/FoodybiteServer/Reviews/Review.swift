import Foundation

/// A stored review with what the API shows of its author.
struct Review: Sendable, Equatable {
    let restaurantID: String
    let authorName: String
    let authorProfileImage: Data?
    let text: String
    let stars: Int
    let createdAt: Date
}

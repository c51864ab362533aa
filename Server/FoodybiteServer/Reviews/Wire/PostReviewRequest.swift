import Foundation

/// POST /review. Whatever else the body holds, the author is the caller.
struct PostReviewRequest: Decodable {
    let restaurantID: String
    let text: String
    let stars: Int
    let createdAt: Date
}

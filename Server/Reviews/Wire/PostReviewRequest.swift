import Foundation
import ServerJSON

/// POST /review. Whatever else the body holds, the author is the caller. `stars` is an integer as written
/// (`5`, not `5.0`).
struct PostReviewRequest: Decodable, JSONIntegerFields {
    let restaurantID: String
    let text: String
    let stars: Int
    let createdAt: Date

    static let integerFields = ["stars"]
}

import Foundation

/// `{"restaurantID", "profileImageData"?, "authorName", "reviewText", "rating", "createdAt"}`.
struct RemoteReview: Decodable {
    let restaurantID: String
    let profileImageData: Data?
    let authorName: String
    let reviewText: String
    let rating: Int
    let createdAt: Date

    var model: Review {
        Review(restaurantID: restaurantID, authorName: authorName, rating: rating, text: reviewText, createdAt: createdAt, authorImage: profileImageData)
    }
}

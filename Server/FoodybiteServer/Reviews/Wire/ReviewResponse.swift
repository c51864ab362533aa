import Foundation

/// `{"restaurantID", "profileImageData"?, "authorName", "reviewText", "rating", "createdAt"}`
struct ReviewResponse: Encodable {
    let restaurantID: String
    let profileImageData: Data?
    let authorName: String
    let reviewText: String
    let rating: Int
    let createdAt: Date

    init(_ review: Review) {
        self.restaurantID = review.restaurantID
        self.profileImageData = review.authorProfileImage
        self.authorName = review.authorName
        self.reviewText = review.text
        self.rating = review.stars
        self.createdAt = review.createdAt
    }
}

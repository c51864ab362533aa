import AccountsDomain
import Foundation
import ReviewsDomain
import ServerJSON

/// `{"restaurantID", "profileImageURL"?, "authorName", "reviewText", "rating", "createdAt"}`.
///
/// The contract's optional `profileImageData` is never sent: a list of reviews carrying every author's
/// image grew with the images' sizes (100 reviews by one author with a 7 MB image made a 933 MB body).
/// Instead, `profileImageURL` gives the path of the author's image (`/users/{id}/profileImage`, fetched
/// with the same Bearer token), present only when the author has one. Clients of the original server,
/// which read `profileImageData` as optional, simply show no image.
struct ReviewResponse: Encodable {
    let restaurantID: String
    let profileImageURL: String?
    let authorName: String
    let reviewText: String
    let rating: Int
    let createdAt: Date

    init(_ review: Review) {
        self.restaurantID = review.restaurantID
        self.profileImageURL = review.authorHasProfileImage ? ProfileImagePath.ofUser(review.authorID) : nil
        self.authorName = review.authorName
        self.reviewText = review.text
        self.rating = review.stars
        self.createdAt = review.createdAt
    }

    /// What `JSONResponse` writes: the members above (no `profileImageURL` without one), the date as
    /// `StrictISO8601Timestamp` writes it.
    var json: JSONValue {
        .object(dropping: [
            ("restaurantID", .string(restaurantID)),
            ("profileImageURL", profileImageURL.map { .string($0) }),
            ("authorName", .string(authorName)),
            ("reviewText", .string(reviewText)),
            ("rating", .int(rating)),
            ("createdAt", .string(StrictISO8601Timestamp.text(for: createdAt))),
        ])
    }
}

@testable import AccountsDomain
@testable import FoodybiteServer
import Foundation
@testable import ReviewsDomain

/// Values the repository specs build their data from. Times are whole seconds, which every store keeps exactly.
enum SpecsValues {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    static func user(_ name: String = "Eve Example", email: String? = nil, profileImage: Data? = nil) -> User {
        User(id: UUID(), name: name, email: email ?? "\(UUID().uuidString.prefix(8).lowercased())@example.com", profileImage: profileImage)
    }

    static func newSession(
        of user: User,
        passwordHash: String = "hash-1",
        token: String = UUID().uuidString,
        at date: Date = now,
        lifetime: TimeInterval = 3_600
    ) -> NewSession {
        NewSession(
            id: UUID(),
            userID: user.id,
            refreshTokenHash: token,
            createdAt: date,
            expiresAt: date.addingTimeInterval(lifetime),
            verifiedPasswordHash: passwordHash
        )
    }

    static func review(by author: User, of restaurantID: String = "place-1", stars: Int = 4, text: String = "Lovely food.", at date: Date = now) -> NewReview {
        NewReview(id: UUID(), authorID: author.id, restaurantID: restaurantID, text: text, stars: stars, createdAt: date)
    }
}

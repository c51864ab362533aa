import Foundation
import ReviewsFeature
import SessionFeature
import Shared

func anyUser() -> User {
    User(id: UUID(uuidString: "7B1C2A9E-0D5F-4B43-9A77-2E5D8F6C1A10")!, name: "Ana Lima", email: "ana@example.com", profileImage: Data([1, 2, 3]))
}

func anyReview(restaurantID: String = "a", text: String = "Great") -> Review {
    Review(restaurantID: restaurantID, authorName: "Ana", rating: 5, text: text, createdAt: Date(timeIntervalSince1970: 1_600_000_000), authorImage: nil)
}

func anyLocation() -> UserLocation {
    UserLocation(coordinates: Coordinates(latitude: 38.7223, longitude: -9.1393), source: .saved)
}

/// A failure the cache may stand in for.
func unavailableError() -> FailureMessage {
    FailureMessage("Cannot reach the server at http://h:1.", kind: .unavailable)
}

@testable import FoodybiteServer
import Foundation
@testable import ReviewsDomain

/// The first page of a list, for tests about what a list holds rather than how it pages.
extension ReviewRepository {
    func reviews(byAuthor authorID: UUID) async throws -> [Review] {
        try await reviews(byAuthor: authorID, after: nil, limit: ReviewPage.maximumSize).reviews
    }

    func reviews(ofRestaurant restaurantID: String) async throws -> [Review] {
        try await reviews(ofRestaurant: restaurantID, after: nil, limit: ReviewPage.maximumSize).reviews
    }
}

extension OwnReviewsReading {
    func ownReviews(sessionID: UUID, userID: UUID, at now: Date) async throws -> [Review]? {
        try await ownReviews(sessionID: sessionID, userID: userID, after: nil, at: now)?.reviews
    }
}

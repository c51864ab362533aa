import Foundation
import ReviewsFeature
import Shared

@MainActor
final class ReviewsServiceSpy: AddReviewService, GetReviewsService {
    enum Message: Equatable {
        case add(restaurantID: String, text: String, stars: Int, createdAt: Date)
        case reviews(ReviewsScope)
    }

    private(set) var messages: [Message] = []
    private(set) var pagesAsked: [String?] = []
    var addError: (any Error)?
    var reviewsResult: Result<Sourced<[Review]>, any Error> = .success(.live([]))
    var nextPage: String?

    func addReview(restaurantID: String, text: String, stars: Int, createdAt: Date) async throws {
        messages.append(.add(restaurantID: restaurantID, text: text, stars: stars, createdAt: createdAt))
        if let addError { throw addError }
    }

    func reviews(_ scope: ReviewsScope, after page: String?) async throws -> Sourced<ReviewsPage> {
        messages.append(.reviews(scope))
        pagesAsked.append(page)
        let result = try reviewsResult.get()
        return Sourced(ReviewsPage(reviews: result.value, nextPage: nextPage), origin: result.origin, partialReason: result.partialReason)
    }
}

struct EditorStub: ReviewTextEditing {
    let text: String

    func editText(template: String) throws -> String { text }
}

let now = Date(timeIntervalSince1970: 1_800_000_000)

func makeReview(restaurantID: String = "ChIJ1", author: String = "Ana Lima", rating: Int = 5, text: String = "Great", hoursAgo: Double = 1) -> Review {
    Review(restaurantID: restaurantID, authorName: author, rating: rating, text: text, createdAt: now.addingTimeInterval(-hoursAgo * 3_600), authorImage: nil)
}

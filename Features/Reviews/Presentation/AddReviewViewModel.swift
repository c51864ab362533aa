import Foundation
import Shared

/// Posts a review as the signed-in user. Stars and text passed as flags were checked by the command;
/// stars typed at a prompt and text written in an editor, typed or piped in are checked here.
@MainActor
public final class AddReviewViewModel {
    private let service: any AddReviewService
    private let now: @Sendable () -> Date

    public init(service: any AddReviewService, now: @escaping @Sendable () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    /// Stars typed at a prompt: a whole number in `ReviewRules.starsRange`, else nil.
    public func stars(fromTyped text: String) -> Int? {
        Int(text).flatMap { ReviewRules.starsRange.contains($0) ? $0 : nil }
    }

    /// Text written in an editor, typed at a prompt or piped in, or why it cannot be posted.
    public func reviewText(fromWritten text: String) throws(FailureMessage) -> String {
        if let problem = ReviewRules.textProblem(text) { throw FailureMessage(problem, kind: .invalidData) }
        return text
    }

    public func addReview(restaurantID: String, stars: Int, text: String) async throws -> PostedReviewViewData {
        let id = restaurantID.trimmingCharacters(in: .whitespaces)
        let trimmedText = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let createdAt = now()
        try await service.addReview(restaurantID: id, text: trimmedText, stars: stars, createdAt: createdAt)
        return PostedReviewViewData(restaurantID: id, stars: stars, text: trimmedText, createdAt: createdAt)
    }
}

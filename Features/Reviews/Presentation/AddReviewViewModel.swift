import Foundation
import Shared

@MainActor
public final class AddReviewViewModel {
    public private(set) var state: LoadState<PostedReviewViewData> = .idle

    private let service: any AddReviewService
    private let now: @Sendable () -> Date

    public init(service: any AddReviewService, now: @escaping @Sendable () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    /// `textStatus` is the exit status for bad text: usage for a flag, data error for an editor or stdin.
    public func addReview(restaurantID: String, stars: Int, text: String, textStatus: ExitStatus = .usage) async {
        let id = restaurantID.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty else {
            state = .failed(UserFacingMessage("The restaurant id is empty.", exitStatus: .usage))
            return
        }
        if let failure = ReviewRules.validateStars(stars) {
            state = .failed(failure)
            return
        }
        let validText: String
        do {
            validText = try ReviewRules.validateText(text, exitStatus: textStatus)
        } catch {
            state = .failed(error)
            return
        }
        state = .loading
        let createdAt = now()
        do {
            try await service.addReview(restaurantID: id, text: validText, stars: stars, createdAt: createdAt)
            state = .loaded(PostedReviewViewData(restaurantID: id, stars: stars, text: validText, createdAt: createdAt))
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}

import Core
import Foundation
import Shared

/// Reviews over the Foodybite API, signed with the session's token.
public struct RemoteReviewsService: AddReviewService, GetReviewsService {
    private let client: any HTTPClient
    private let baseURL: URL

    /// `client` signs requests with the session's access token.
    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    public func addReview(restaurantID: String, text: String, stars: Int, createdAt: Date) async throws {
        let endpoint = ReviewEndpoint.post(.init(restaurantID: restaurantID, text: text, stars: stars, createdAt: createdAt))
        try await RemoteStore(client: client).send(endpoint.urlRequest(baseURL: baseURL))
    }

    /// Said of a restaurant's reviews from a server that does not say it lists every author's: the
    /// original FoodybiteServer lists only the caller's own there.
    public static let onlyYourOwn = "this server lists only your own reviews of a restaurant, not every author's"

    /// A server that has more than a page says where the next starts in `Foodybite-Next-Page`; the
    /// original server never does.
    public func reviews(_ scope: ReviewsScope, after page: String?) async throws -> Sourced<ReviewsPage> {
        let (reviews, headers) = try await RemoteStore(client: client)
            .getReadingHeaders(LossyArray<RemoteReview>.self, for: ReviewEndpoint.get(scope, after: page).urlRequest(baseURL: baseURL))
        let listsEveryAuthor = scope == .mine || headers["foodybite-reviews-of"] == "every-author"
        let nextPage = headers["foodybite-next-page"].flatMap { $0.isEmpty ? nil : $0 }
        return .live(ReviewsPage(reviews: reviews.elements.map(\.model), nextPage: nextPage), partialReason: listsEveryAuthor ? nil : Self.onlyYourOwn)
    }
}

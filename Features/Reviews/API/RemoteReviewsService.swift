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

    public func reviews(_ scope: ReviewsScope) async throws -> Sourced<[Review]> {
        let reviews = try await RemoteStore(client: client).get(LossyArray<RemoteReview>.self, for: ReviewEndpoint.get(scope).urlRequest(baseURL: baseURL))
        return .live(reviews.elements.map(\.model))
    }
}

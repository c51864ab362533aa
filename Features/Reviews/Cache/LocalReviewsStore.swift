import Core
import Foundation
import Shared

/// The last reviews seen for each scope, so they can be shown offline.
public struct LocalReviewsStore: ReviewsCache, GetReviewsService {
    private struct LocalReview: Codable, Sendable {
        let restaurantID: String
        let authorName: String
        let rating: Int
        let text: String
        let createdAt: Date
        let authorImage: Data?
    }

    static let kind = "reviews.list"

    private let store: any LocalStore
    private let namespace: String

    /// `namespace` keeps the answers of different servers apart (App passes the server's origin).
    public init(store: any LocalStore, namespace: String = "") {
        self.store = store
        self.namespace = namespace
    }

    public func save(_ reviews: [Review], for scope: ReviewsScope) async throws {
        let local = reviews.map { LocalReview(restaurantID: $0.restaurantID, authorName: $0.authorName, rating: $0.rating, text: $0.text, createdAt: $0.createdAt, authorImage: $0.authorImage) }
        try await store.save(local, kind: Self.kind, key: namespace + "|" + Self.key(for: scope))
    }

    /// Only first pages are kept: any later page is `nothingCached`.
    public func reviews(_ scope: ReviewsScope, after page: String?) async throws -> Sourced<ReviewsPage> {
        guard page == nil, let cached = try await store.load([LocalReview].self, kind: Self.kind, key: namespace + "|" + Self.key(for: scope)) else {
            throw ReviewsCacheError.nothingCached
        }
        let reviews = cached.value.map { Review(restaurantID: $0.restaurantID, authorName: $0.authorName, rating: $0.rating, text: $0.text, createdAt: $0.createdAt, authorImage: $0.authorImage) }
        return Sourced(ReviewsPage(reviews: reviews), origin: .cache(savedAt: cached.savedAt))
    }

    /// Forgets the cached list of the signed-in user's own reviews, when another user signs in or out.
    public func forgetOwnReviews() async throws {
        try await store.delete(kind: Self.kind, key: namespace + "|" + Self.key(for: .mine))
    }

    static func key(for scope: ReviewsScope) -> String {
        switch scope {
        case .mine: "mine"
        case let .restaurant(id): "restaurant:\(id)"
        }
    }
}

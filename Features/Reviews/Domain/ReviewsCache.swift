public protocol ReviewsCache: Sendable {
    func save(_ reviews: [Review], for scope: ReviewsScope) async throws
}

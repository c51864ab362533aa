import SessionFeature

/// Whenever someone signs in or out, forgets the cached list of "my reviews", so one person never sees
/// another's as their own while offline.
struct CurrentUserStoreOwnReviewsResetDecorator: CurrentUserStore {
    let decoratee: any CurrentUserStore
    let forgetOwnReviews: @Sendable () async throws -> Void

    func load() async throws -> User? {
        try await decoratee.load()
    }

    func save(_ user: User) async throws {
        try await decoratee.save(user)
        try? await forgetOwnReviews()
    }

    func clear() async throws {
        try await decoratee.clear()
        try? await forgetOwnReviews()
    }
}

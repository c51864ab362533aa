import Shared

@MainActor
public final class WhoAmIViewModel {
    private let userStore: any CurrentUserStore

    public init(userStore: any CurrentUserStore) {
        self.userStore = userStore
    }

    /// The signed-in user; `NotLoggedInError` when nobody is.
    public func load() async throws -> SignedInUserViewData {
        guard let user = try await userStore.load() else { throw NotLoggedInError() }
        return SignedInUserViewData(user)
    }
}

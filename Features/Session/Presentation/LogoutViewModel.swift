@MainActor
public final class LogoutViewModel {
    private let logoutService: any LogoutService
    private let userStore: any CurrentUserStore

    public init(logoutService: any LogoutService, userStore: any CurrentUserStore) {
        self.logoutService = logoutService
        self.userStore = userStore
    }

    /// Ends the session on the server (when it can be reached) and forgets the user here.
    public func logout() async throws -> LogoutOutcome {
        let outcome = try await logoutService.logout()
        try await userStore.clear()
        return outcome
    }
}

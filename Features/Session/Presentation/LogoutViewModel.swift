import Shared

@MainActor
public final class LogoutViewModel {
    public private(set) var state: LoadState<LogoutOutcome> = .idle

    private let logoutService: any LogoutService
    private let userStore: any CurrentUserStore

    public init(logoutService: any LogoutService, userStore: any CurrentUserStore) {
        self.logoutService = logoutService
        self.userStore = userStore
    }

    public func logout() async {
        state = .loading
        do {
            let outcome = try await logoutService.logout()
            try await userStore.clear()
            state = .loaded(outcome)
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}

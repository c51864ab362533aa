import Shared

@MainActor
public final class WhoAmIViewModel {
    public static let notLoggedIn = UserFacingMessage.notLoggedIn

    public private(set) var state: LoadState<SignedInUserViewData> = .idle

    private let userStore: any CurrentUserStore

    public init(userStore: any CurrentUserStore) {
        self.userStore = userStore
    }

    public func load() async {
        state = .loading
        do {
            guard let user = try await userStore.load() else {
                state = .failed(Self.notLoggedIn)
                return
            }
            state = .loaded(SignedInUserViewData(user))
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}

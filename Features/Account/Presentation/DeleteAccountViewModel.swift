import Shared

@MainActor
public final class DeleteAccountViewModel {
    public private(set) var state: LoadState<AccountViewData> = .idle

    private let accountService: any AccountService
    private let accountStore: any SignedInAccountStore

    public init(accountService: any AccountService, accountStore: any SignedInAccountStore) {
        self.accountService = accountService
        self.accountStore = accountStore
    }

    /// The account about to be deleted, to name it when asking for confirmation.
    public func accountToDelete() async throws -> AccountViewData {
        guard let account = try await accountStore.load() else { throw UserFacingMessage.notLoggedIn }
        return AccountViewData(account)
    }

    public func delete() async {
        state = .loading
        do {
            guard let account = try await accountStore.load() else {
                state = .failed(.notLoggedIn)
                return
            }
            try await accountService.deleteAccount()
            try await accountStore.clear()
            state = .loaded(AccountViewData(account))
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}

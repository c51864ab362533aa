import Shared

@MainActor
public final class DeleteAccountViewModel {
    private let accountService: any AccountService
    private let accountStore: any SignedInAccountStore

    public init(accountService: any AccountService, accountStore: any SignedInAccountStore) {
        self.accountService = accountService
        self.accountStore = accountStore
    }

    /// The account about to be deleted, to name it when asking for confirmation.
    public func accountToDelete() async throws -> AccountViewData {
        guard let account = try await accountStore.load() else { throw NotLoggedInError() }
        return AccountViewData(account)
    }

    /// Deletes the signed-in account on the server, then forgets it here; the deleted account.
    public func delete() async throws -> AccountViewData {
        guard let account = try await accountStore.load() else { throw NotLoggedInError() }
        try await accountService.deleteAccount()
        try await accountStore.clear()
        return AccountViewData(account)
    }
}

import AccountFeature
import SessionFeature

/// Lets the Account feature read and update the signed-in user the Session feature keeps.
struct SessionUserAccountStoreAdapter: SignedInAccountStore {
    let userStore: any CurrentUserStore

    func load() async throws -> Account? {
        try await userStore.load().map { Account(id: $0.id, name: $0.name, email: $0.email, profileImage: $0.profileImage) }
    }

    func save(_ account: Account) async throws {
        try await userStore.save(User(id: account.id, name: account.name, email: account.email, profileImage: account.profileImage))
    }

    func clear() async throws {
        try await userStore.clear()
    }
}

import Core
import Foundation

/// Keeps the signed-in user in the local store. Nobody is signed in once the session's tokens are
/// gone (logged out, or the server ended the session), whatever the store still holds.
public struct LocalCurrentUserStore: CurrentUserStore {
    private struct LocalUser: Codable, Sendable {
        let id: UUID
        let name: String
        let email: String
        let profileImage: Data?
    }

    private static let kind = "session.user"
    private static let key = "current"

    private let store: any LocalStore
    private let tokenStore: any TokenStore

    public init(store: any LocalStore, tokenStore: any TokenStore) {
        self.store = store
        self.tokenStore = tokenStore
    }

    public func load() async throws -> User? {
        guard try tokenStore.read() != nil,
              let local = try await store.load(LocalUser.self, kind: Self.kind, key: Self.key)?.value
        else { return nil }
        return User(id: local.id, name: local.name, email: local.email, profileImage: local.profileImage)
    }

    public func save(_ user: User) async throws {
        try await store.save(LocalUser(id: user.id, name: user.name, email: user.email, profileImage: user.profileImage), kind: Self.kind, key: Self.key)
    }

    public func clear() async throws {
        try await store.delete(kind: Self.kind, key: Self.key)
    }
}

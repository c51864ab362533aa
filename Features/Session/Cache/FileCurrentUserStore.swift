import Core
import Foundation

/// Keeps the signed-in user beside the session's tokens, in a file only its owner can read, tied to
/// the server that signed them in. Nobody is signed in once the session's tokens are gone (logged
/// out, or the server ended the session), or for another server.
public struct FileCurrentUserStore: CurrentUserStore {
    private struct StoredUser: Codable {
        let server: String
        let id: UUID
        let name: String
        let email: String
        let profileImage: Data?
    }

    private let fileURL: URL
    private let server: String
    private let tokenStore: any TokenStore

    public init(fileURL: URL, server: String, tokenStore: any TokenStore) {
        self.fileURL = fileURL
        self.server = server
        self.tokenStore = tokenStore
    }

    public func load() async throws -> User? {
        guard try tokenStore.read() != nil,
              let data = try? Data(contentsOf: fileURL),
              let stored = try? JSONDecoder().decode(StoredUser.self, from: data),
              stored.server == server
        else { return nil }
        return User(id: stored.id, name: stored.name, email: stored.email, profileImage: stored.profileImage)
    }

    public func save(_ user: User) async throws {
        let stored = StoredUser(server: server, id: user.id, name: user.name, email: user.email, profileImage: user.profileImage)
        try PrivateFile.write(JSONEncoder().encode(stored), to: fileURL)
    }

    public func clear() async throws {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        try FileManager.default.removeItem(at: fileURL)
    }
}

import Foundation

/// Tokens in a JSON file readable by its owner only (0600, in a 0700 folder), replaced atomically so a
/// crash never leaves half a file. The file records which server issued the tokens: they are never
/// offered to another one (a mistyped or untrusted `--server`), and that server's refusal never
/// deletes them.
public struct FileTokenStore: TokenStore {
    private struct StoredTokens: Codable {
        let server: String
        let accessToken: String
        let refreshToken: String
    }

    public let fileURL: URL
    /// The issuing server's identity (its origin).
    public let server: String

    public init(fileURL: URL, server: String) {
        self.fileURL = fileURL
        self.server = server
    }

    public func read() throws -> AuthToken? {
        guard let stored = try readStored(), stored.server == server else { return nil }
        return AuthToken(accessToken: stored.accessToken, refreshToken: stored.refreshToken)
    }

    public func write(_ token: AuthToken) throws {
        let data: Data
        do {
            data = try JSONEncoder().encode(StoredTokens(server: server, accessToken: token.accessToken, refreshToken: token.refreshToken))
        } catch {
            throw TokenStoreError.cannotWrite(path: fileURL.path)
        }
        do {
            try PrivateFile.write(data, to: fileURL)
        } catch {
            throw TokenStoreError.cannotWrite(path: fileURL.path)
        }
    }

    /// Forgets this server's tokens; another server's session, if that is what the file holds, stays.
    /// A damaged file is removed: there is nothing in it to keep.
    public func delete() throws {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        if let stored = try? readStored(), stored.server != server { return }
        do {
            try FileManager.default.removeItem(at: fileURL)
        } catch {
            throw TokenStoreError.cannotWrite(path: fileURL.path)
        }
    }

    private func readStored() throws -> StoredTokens? {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            if FileManager.default.fileExists(atPath: fileURL.path) {
                throw TokenStoreError.unreadable(path: fileURL.path)
            }
            return nil
        }
        do {
            return try JSONDecoder().decode(StoredTokens.self, from: data)
        } catch {
            throw TokenStoreError.unreadable(path: fileURL.path)
        }
    }
}

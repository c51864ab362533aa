import Foundation

/// Tokens in a JSON file readable by its owner only (0600, in a 0700 folder), replaced atomically so a
/// crash never leaves half a file.
public struct FileTokenStore: TokenStore {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func read() throws -> AuthToken? {
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
            return try JSONDecoder().decode(AuthToken.self, from: data)
        } catch {
            throw TokenStoreError.unreadable(path: fileURL.path)
        }
    }

    public func write(_ token: AuthToken) throws {
        let data: Data
        do {
            data = try JSONEncoder().encode(token)
        } catch {
            throw TokenStoreError.cannotWrite(path: fileURL.path)
        }
        do {
            try PrivateFile.write(data, to: fileURL)
        } catch {
            throw TokenStoreError.cannotWrite(path: fileURL.path)
        }
    }

    public func delete() throws {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        do {
            try FileManager.default.removeItem(at: fileURL)
        } catch {
            throw TokenStoreError.cannotWrite(path: fileURL.path)
        }
    }
}

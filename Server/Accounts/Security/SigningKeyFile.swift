import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The secret that signs access tokens: random bytes generated on the first start into the data directory
/// (`jwt-signing.key`, mode 0600) and reused on every later start, so tokens survive a restart. Never a
/// constant, never logged.
package struct SigningKeyFile {
    package static let fileName = "jwt-signing.key"
    /// HS256 wants at least 32 bytes (jwt-kit stops a debug process on less); 64 fill SHA-256's block.
    package static let generatedByteCount = 64
    package static let minimumByteCount = 32

    package let url: URL

    package init(directory: URL) {
        self.url = directory.appendingPathComponent(Self.fileName)
    }

    /// A key file given by its path (`--signing-key-file`), e.g. one that several instances share.
    package init(url: URL) {
        self.url = url
    }

    /// The key in the file, created first when there is none. A key created by another process starting at
    /// the same moment wins: the file only ever appears complete, and is never overwritten.
    package func loadOrCreate() throws -> SymmetricKey {
        if let key = try load() {
            return key
        }
        try create()
        guard let key = try load() else { throw SigningKeyFileError.unreadable(path: url.path) }
        return key
    }

    private func load() throws -> SymmetricKey? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SigningKeyFileError.unreadable(path: url.path)
        }
        guard data.count >= Self.minimumByteCount else {
            throw SigningKeyFileError.tooShort(path: url.path, byteCount: data.count, minimum: Self.minimumByteCount)
        }
        // Someone widened the permissions: narrow them again, the key is as secret as every session.
        if let mode = try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int, mode & 0o077 != 0 {
            _ = chmod(url.path, 0o600)
        }
        return SymmetricKey(data: data)
    }

    /// Writes fresh random bytes to a private temporary file, then links it into place, which fails
    /// (harmlessly) when the key appeared meanwhile.
    private func create() throws {
        let key = SymmetricKey(size: SymmetricKeySize(bitCount: Self.generatedByteCount * 8))
        let bytes = key.withUnsafeBytes { Array($0) }
        let temporaryPath = url.path + ".\(UUID().uuidString).tmp"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw SigningKeyFileError.notWritable(path: url.path, errno: errno) }
        defer { unlink(temporaryPath) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == bytes.count, synced == 0 else { throw SigningKeyFileError.notWritable(path: url.path, errno: errno) }
        if link(temporaryPath, url.path) != 0, errno != EEXIST {
            throw SigningKeyFileError.notWritable(path: url.path, errno: errno)
        }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on a file in the data directory, shared by every process that uses it.
///
/// `migration.lock` is held while the database file is opened (and created and switched to WAL) and
/// while the schema is migrated, so two processes opening a new database at once (two `foodybite` runs
/// starting their embedded server, a server and an import) never both try to set up the same file or
/// create the same tables. Each usually takes milliseconds (a migration that rebuilds a large catalog's
/// index takes seconds), so the wait blocks.
///
/// `import.lock` is held for a whole import into the catalog (`CatalogImportLock`), and a second
/// import is refused rather than made to wait.
struct DataDirectoryLock {
    static let migration = "migration.lock"
    static let catalogImport = "import.lock"

    let fileURL: URL

    /// The lock file `name` (`migration` or `catalogImport`) in `dataDirectory`.
    init(_ name: String, in dataDirectory: URL) {
        fileURL = dataDirectory.appendingPathComponent(name)
    }

    /// Runs `body` holding the lock; `whileWaiting` is called once first when another holds it, so
    /// that a start held up by a long migration elsewhere says why it waits.
    func withLock<Result>(whileWaiting: () -> Void = {}, _ body: () throws -> Result) throws -> Result {
        let descriptor = try openFile()
        defer { close(descriptor) }
        if try !tryLock(descriptor) {
            whileWaiting()
            guard Self.lock(descriptor, LOCK_EX) == 0 else { throw failure("cannot be locked") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Runs `body` holding the lock, or answers nil at once when another holds it.
    func withLockIfFree<Result>(_ body: () async throws -> Result) async throws -> Result? {
        let descriptor = try openFile()
        defer { close(descriptor) }
        guard try tryLock(descriptor) else { return nil }
        defer { flock(descriptor, LOCK_UN) }
        return try await body()
    }

    private func openFile() throws -> Int32 {
        let descriptor = open(fileURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot be opened") }
        return descriptor
    }

    /// True once the lock is held, false while another holds it.
    private func tryLock(_ descriptor: Int32) throws -> Bool {
        if Self.lock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
        guard errno == EWOULDBLOCK else { throw failure("cannot be locked") }
        return false
    }

    /// `flock`, tried again when a signal interrupted it.
    private static func lock(_ descriptor: Int32, _ operation: Int32) -> Int32 {
        var result = flock(descriptor, operation)
        while result != 0, errno == EINTR {
            result = flock(descriptor, operation)
        }
        return result
    }

    /// The data directory's error for the current `errno`, naming the lock file.
    private func failure(_ what: String) -> ServerDatabaseError {
        let reason = String(cString: strerror(errno))
        return .directoryNotUsable(
            path: fileURL.deletingLastPathComponent().path,
            reason: "its lock file \(fileURL.lastPathComponent) \(what) (\(reason))"
        )
    }
}

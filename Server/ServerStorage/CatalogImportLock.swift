import Foundation

/// One import into a data directory at a time: `foodybite-server import` holds the directory's
/// `import.lock` from before it opens the database until it has finished. The tables a rebuild builds
/// beside the catalog belong to the one import that made them (another's clean-up would drop them),
/// and an import can take a minute, so a second one is refused at once rather than made to wait.
public enum CatalogImportLock {
    /// Runs `body` holding the lock, creating the data directory if need be; throws
    /// `AnotherImportRunningError` at once, before `body` runs, when another import holds it.
    public static func run<Result>(in dataDirectory: URL, _ body: () async throws -> Result) async throws -> Result {
        try ServerDatabase.createDirectory(dataDirectory)
        let lock = DataDirectoryLock(DataDirectoryLock.catalogImport, in: dataDirectory)
        guard let result = try await lock.withLockIfFree(body) else { throw AnotherImportRunningError(lockFile: lock.fileURL.path) }
        return result
    }
}

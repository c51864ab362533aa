/// An import into the SQLite catalog refused before it wrote anything, because another import into the
/// same data directory holds its lock (`DataDirectoryLock.catalogImport`).
public struct AnotherImportRunningError: Error, Equatable, CustomStringConvertible {
    public let lockFile: String

    public var description: String {
        "another import into this data directory is running (it holds \(lockFile)); run this one again once it has finished."
    }
}

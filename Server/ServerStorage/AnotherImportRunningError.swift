/// An import refused before it opened or wrote anything, because another import into the same data
/// directory holds its lock (`CatalogImportLock`).
public struct AnotherImportRunningError: Error, CustomStringConvertible {
    public let lockFile: String

    public var description: String {
        "another import into this data directory is running (it holds \(lockFile)); run this one again once it has finished."
    }
}

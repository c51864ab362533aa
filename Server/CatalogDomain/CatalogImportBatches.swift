/// An import's restaurants handed over a batch at a time, as they are read, so that no more than a
/// batch is held in memory.
public protocol CatalogImportBatches: Sendable {
    /// The next restaurants (never an empty batch), or nil when there are no more.
    func next() async throws -> [CatalogRestaurant]?
    /// How many restaurants there will be, at most, when that is known before they are read (an
    /// import counts a file's records as it checks it).
    var expectedCount: Int? { get }
}

extension CatalogImportBatches {
    public var expectedCount: Int? { nil }
}

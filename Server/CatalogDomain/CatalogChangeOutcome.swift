/// What applying a `CatalogChange` did.
public struct CatalogChangeOutcome: Sendable, Equatable {
    public var inserted = 0
    public var updated = 0
    public var removed = 0
    /// The catalog held the change's replication sequence already: nothing was written.
    public var wasAlreadyApplied = false

    public init(inserted: Int = 0, updated: Int = 0, removed: Int = 0, wasAlreadyApplied: Bool = false) {
        self.inserted = inserted
        self.updated = updated
        self.removed = removed
        self.wasAlreadyApplied = wasAlreadyApplied
    }
}

/// What applying a `CatalogChange` did.
public struct CatalogChangeOutcome: Sendable, Equatable {
    public var inserted = 0
    public var updated = 0
    public var removed = 0

    public init(inserted: Int = 0, updated: Int = 0, removed: Int = 0) {
        self.inserted = inserted
        self.updated = updated
        self.removed = removed
    }
}

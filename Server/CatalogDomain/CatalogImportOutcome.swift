/// What storing an import's restaurants did.
public struct CatalogImportOutcome: Sendable, Equatable {
    public var inserted = 0
    public var updated = 0
    public var demoRestaurantsRemoved = 0

    public init(inserted: Int = 0, updated: Int = 0, demoRestaurantsRemoved: Int = 0) {
        self.inserted = inserted
        self.updated = updated
        self.demoRestaurantsRemoved = demoRestaurantsRemoved
    }
}

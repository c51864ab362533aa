/// Where an import's restaurants are stored: the SQLite catalog or the PostgreSQL one.
public protocol CatalogImportDestination: Sendable {
    /// Inserts the restaurants batch by batch as `batches` gives them, or updates those with the same
    /// source key; then, when asked and only once every restaurant is in, removes the demo restaurants
    /// for good.
    func importRestaurants(from batches: any CatalogImportBatches, replacingDemoCatalog: Bool) async throws -> CatalogImportOutcome
    /// Inserts the place names, or updates those with the same key, in one transaction; returns how many
    /// were new.
    func importGazetteer(_ entries: [GazetteerEntry]) async throws -> Int
    /// Keeps the outlines of the restaurants drawn as ways, replacing those with the same source key.
    func importOutlines(_ outlines: [CatalogOutline]) async throws
}

extension CatalogImportDestination {
    /// Restaurants already in memory, as one batch.
    public func importRestaurants(_ restaurants: [CatalogRestaurant], replacingDemoCatalog: Bool) async throws -> CatalogImportOutcome {
        try await importRestaurants(from: CatalogBatchIterator(CollectionOfOne(restaurants)), replacingDemoCatalog: replacingDemoCatalog)
    }
}

/// Where an import's restaurants are stored: the SQLite catalog or the PostgreSQL one.
public protocol CatalogImportDestination: Sendable {
    /// Inserts the restaurants, or updates those with the same source key; then, when asked and only
    /// once every restaurant is in, removes the demo restaurants for good.
    func importRestaurants(_ restaurants: [CatalogRestaurant], replacingDemoCatalog: Bool) async throws -> CatalogImportOutcome
}

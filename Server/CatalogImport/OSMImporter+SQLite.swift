import CatalogSQLite
import ServerStorage

extension OSMImporter {
    /// Into the SQLite catalog, in transactions of `options.batchSize` restaurants.
    public init(database: ServerDatabase, options: Options = Options()) {
        self.init(
            destination: SQLiteCatalogImportDestination(
                database: database, batchSize: options.batchSize, pauseBetweenBatches: options.pauseBetweenBatches
            ),
            options: options
        )
    }
}

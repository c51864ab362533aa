import GRDB

/// `restaurantSearchWords`: the full-text index's words and how many restaurants have each, read by
/// typo correction (`SQLiteRestaurantCatalog+WordIndex`). An `fts5vocab` table stores nothing: it reads
/// the index named `restaurantSearch`, whichever table a rebuild has swapped in under that name.
package enum CatalogSearchWordsSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v11: the search index's words") { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE restaurantSearchWords USING fts5vocab('restaurantSearch', 'row')")
        }
    }
}

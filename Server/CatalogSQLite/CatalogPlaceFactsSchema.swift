import GRDB

/// `restaurant.facts`: what the source says of a place beyond its name and hours (kind, diets,
/// wheelchair access, takeaway, delivery, outdoor seating, brand, other names), as the JSON of
/// `CatalogPlaceFacts`; NULL when nothing is known.
package enum CatalogPlaceFactsSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v7: place facts") { db in
            try db.execute(sql: "ALTER TABLE restaurant ADD COLUMN facts TEXT")
        }
    }
}

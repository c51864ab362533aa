import GRDB

/// Later changes to the catalog, registered after every area's first migration:
///
/// * `restaurant.businessStatus`: `OPERATIONAL` (what every restaurant was before),
///   `CLOSED_TEMPORARILY` or `CLOSED_PERMANENTLY`.
/// * `restaurant.openingHoursNote`: what the source says about the hours when it gives no regular
///   hours (an OSM comment such as "renovation, opening soon").
/// * `restaurantReview.originalText` / `originalLanguage`: what the author wrote, when `text` is a
///   translation of it.
package enum CatalogFactsSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v2: business status, opening-hours notes, translated reviews") { db in
            try db.execute(sql: """
                ALTER TABLE restaurant ADD COLUMN businessStatus TEXT NOT NULL DEFAULT 'OPERATIONAL'
                    CHECK (businessStatus IN ('OPERATIONAL', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY'));
                ALTER TABLE restaurant ADD COLUMN openingHoursNote TEXT;
                ALTER TABLE restaurantReview ADD COLUMN originalText TEXT;
                ALTER TABLE restaurantReview ADD COLUMN originalLanguage TEXT;
                """)
        }
    }
}

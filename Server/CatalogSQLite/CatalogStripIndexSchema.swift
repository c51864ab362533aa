import GRDB

/// The restaurants by strip of latitude (a 500th of a degree), then longitude, with the columns an
/// autocomplete and a search by distance with a keyword once read circles from. Catalog v5 keys the
/// full-text index by place instead and drops this index; the migration stays registered so that
/// databases which applied it keep the same migration history.
package enum CatalogStripIndexSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v4: restaurants by latitude strip, with their names") { db in
            try db.execute(sql: """
                CREATE INDEX restaurant_by_strip
                    ON restaurant(CAST(latitude * 500 AS INTEGER), longitude, latitude, name, vicinity, cuisines, placeId);
                """)
        }
    }
}

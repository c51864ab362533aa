import GRDB

/// The restaurants by strip of latitude, then longitude, with the columns an autocomplete and a search
/// by distance with a keyword read (`LatitudeStrip`). Reading a circle through the R*Tree costs a table lookup per restaurant, a
/// random page of a large table each (about 2 µs at a million restaurants, measured with `sqlite3`);
/// this covering index holds a box's restaurants side by side (about 0.4 µs each).
enum CatalogStripIndexSchema {
    static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v4: restaurants by latitude strip, with their names") { db in
            try db.execute(sql: """
                CREATE INDEX restaurant_by_strip
                    ON restaurant(\(LatitudeStrip.expression), longitude, latitude, name, vicinity, cuisines, placeId);
                """)
        }
    }
}

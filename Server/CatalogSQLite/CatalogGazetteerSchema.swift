import GRDB

/// `placeName`: the gazetteer (`GazetteerEntry`), the names of towns, neighbourhoods and streets an
/// import found, keyed as the entry is. `searchText` holds every name's folded words between spaces, so
/// a lookup word is a `LIKE '% word%'`.
package enum CatalogGazetteerSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v8: gazetteer") { db in
            try db.execute(sql: """
                CREATE TABLE placeName (
                    key TEXT PRIMARY KEY NOT NULL,
                    kind TEXT NOT NULL,
                    kindRank INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    otherNames TEXT,
                    area TEXT,
                    latitude REAL NOT NULL,
                    longitude REAL NOT NULL,
                    searchText TEXT NOT NULL
                )
                """)
        }
    }
}

import GRDB

/// The full-text index rebuilt with prefix indexes for four and five letters beside two and three.
/// Without them a word of four or more letters typed into autocomplete (or given as a keyword) makes
/// FTS5 merge the lists of every indexed word it starts: a millisecond or two at a million restaurants
/// just to learn whether anything matches, against a few microseconds from a prefix index. The
/// rebuild reads every restaurant's `searchText` once (about 15 s for a million); the triggers of
/// `CatalogSchema` keep the new table in step, as they did the old one.
package enum CatalogSearchPrefixSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v3: prefix indexes for four and five letters") { db in
            try db.execute(sql: """
                DROP TABLE restaurantSearch;
                CREATE VIRTUAL TABLE restaurantSearch USING fts5(
                    name, vicinity, cuisines,
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '2 3 4 5'
                );
                INSERT INTO restaurantSearch(rowid, name, vicinity, cuisines)
                    SELECT id, json_extract(searchText, '$[0]'), json_extract(searchText, '$[1]'), json_extract(searchText, '$[2]')
                    FROM restaurant;
                """)
        }
    }
}

import GRDB

/// `placeNameSearch`: a full-text index of the gazetteer's words (`placeName.searchText`, its own
/// content), so a lookup reads the entries having its words rather than every entry of a country's
/// streets. A lookup's words are prefixes, indexed as such up to `longestIndexedPrefix` letters (since
/// catalog v13; three before): FTS5 answers a longer prefix by merging the lists of every word it
/// begins into one it cannot skip through, which took half of a lookup's time for "augusta da silva"
/// among 100 000 streets, though only one word begins "augusta". The triggers keep it in step with
/// `placeName`, writing nothing for an entry imported again unchanged (each change leaves the index a
/// deletion to skip until its segments merge).
package enum CatalogGazetteerWordsSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v12: the gazetteer's words") { db in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE placeNameSearch USING fts5(
                    searchText, content = 'placeName', tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2 3'
                );
                INSERT INTO placeNameSearch(placeNameSearch) VALUES('rebuild');
                CREATE TRIGGER placeName_after_insert AFTER INSERT ON placeName BEGIN
                    INSERT INTO placeNameSearch(rowid, searchText) VALUES (new.rowid, new.searchText);
                END;
                CREATE TRIGGER placeName_after_update AFTER UPDATE OF searchText ON placeName
                WHEN old.searchText IS NOT new.searchText BEGIN
                    INSERT INTO placeNameSearch(placeNameSearch, rowid, searchText) VALUES ('delete', old.rowid, old.searchText);
                    INSERT INTO placeNameSearch(rowid, searchText) VALUES (new.rowid, new.searchText);
                END;
                CREATE TRIGGER placeName_after_delete AFTER DELETE ON placeName BEGIN
                    INSERT INTO placeNameSearch(placeNameSearch, rowid, searchText) VALUES ('delete', old.rowid, old.searchText);
                END;
                """)
        }
        migrator.registerMigration("catalog v13: the gazetteer's words indexed by longer prefixes") { db in
            // The triggers name the table, so they write to the new one.
            try db.execute(sql: """
                DROP TABLE placeNameSearch;
                CREATE VIRTUAL TABLE placeNameSearch USING fts5(
                    searchText, content = 'placeName', tokenize = 'unicode61 remove_diacritics 0', prefix = '\(indexedPrefixLengths)'
                );
                INSERT INTO placeNameSearch(placeNameSearch) VALUES('rebuild');
                """)
        }
    }

    /// The longest prefix of a word the index keeps a list for: most words of place names are no longer.
    package static let longestIndexedPrefix = 12

    static let indexedPrefixLengths = (1...longestIndexedPrefix).map(String.init).joined(separator: " ")
}

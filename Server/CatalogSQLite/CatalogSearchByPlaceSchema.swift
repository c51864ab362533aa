import GRDB

/// The full-text index keyed by place (`SearchRowKey`), with a prefix index for one letter too: an
/// autocomplete or a search by distance with a keyword asks FTS5 for the matches within the runs of row
/// ids around a point, reading only matches, and only near ones. The rows are rebuilt in key order
/// (FTS5 writes a segment each time a row id goes back) and merged into one segment; the triggers move
/// a restaurant's row when its point or texts change. Reading circles from the strip index
/// (`restaurant_by_strip`) is no longer needed, so that index goes.
package enum CatalogSearchByPlaceSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("catalog v5: full-text rows keyed by place") { db in
            if let largestID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM restaurant"), largestID > SearchRowKey.maximumID {
                throw DatabaseError(message: "restaurant ids reach \(largestID), beyond the \(SearchRowKey.maximumID) the full-text index can key; import the catalog into a new data directory")
            }
            try db.execute(sql: """
                DROP INDEX IF EXISTS restaurant_by_strip;
                DROP TRIGGER restaurant_after_insert;
                DROP TRIGGER restaurant_after_update_of_text;
                DROP TRIGGER restaurant_after_delete;
                DROP TABLE restaurantSearch;
                CREATE VIRTUAL TABLE restaurantSearch USING fts5(
                    name, vicinity, cuisines,
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '1 2 3 4 5'
                );
                INSERT INTO restaurantSearch(rowid, name, vicinity, cuisines)
                    SELECT \(key(of: "")), \(texts(of: ""))
                    FROM restaurant ORDER BY 1;
                INSERT INTO restaurantSearch(restaurantSearch) VALUES('optimize');

                CREATE TRIGGER restaurant_after_insert AFTER INSERT ON restaurant BEGIN
                    SELECT RAISE(ABORT, 'restaurant ids outside 0...\(SearchRowKey.maximumID) do not fit the full-text index')
                        WHERE new.id NOT BETWEEN 0 AND \(SearchRowKey.maximumID);
                    INSERT INTO restaurantLocation(id, minLatitude, maxLatitude, minLongitude, maxLongitude)
                        VALUES (new.id, new.latitude, new.latitude, new.longitude, new.longitude);
                    INSERT INTO restaurantSearch(rowid, name, vicinity, cuisines) VALUES (\(key(of: "new.")), \(texts(of: "new.")));
                END;
                CREATE TRIGGER restaurant_after_update_of_place_or_text AFTER UPDATE OF latitude, longitude, searchText ON restaurant BEGIN
                    DELETE FROM restaurantSearch WHERE rowid = \(key(of: "old."));
                    INSERT INTO restaurantSearch(rowid, name, vicinity, cuisines) VALUES (\(key(of: "new.")), \(texts(of: "new.")));
                END;
                CREATE TRIGGER restaurant_after_delete AFTER DELETE ON restaurant BEGIN
                    DELETE FROM restaurantLocation WHERE id = old.id;
                    DELETE FROM restaurantSearch WHERE rowid = \(key(of: "old."));
                END;
                """)
        }
    }

    /// The key of the restaurant whose columns carry `prefix` (`new.`, `old.` or none).
    package static func key(of prefix: String) -> String {
        SearchRowKey.expression(latitude: "\(prefix)latitude", longitude: "\(prefix)longitude", id: "\(prefix)id")
    }

    package static func texts(of prefix: String) -> String {
        columns.map { text(of: prefix, column: $0) }.joined(separator: ", ")
    }

    /// The full-text index's columns, in the order of `restaurant.searchText`.
    package static let columns = ["name", "vicinity", "cuisines"]

    /// One column's indexed text (`RestaurantSearchText`, with Latin spellings and cuisine words) of the
    /// restaurant whose columns carry `prefix`: what a word check reads, so that it sees what the index saw.
    /// - Precondition: `column` is one of `columns` (the callers name them in code).
    package static func text(of prefix: String, column: String) -> String {
        guard let index = columns.firstIndex(of: column) else { preconditionFailure("'\(column)' is not a column of the search index") }
        return "json_extract(\(prefix)searchText, '$[\(index)]')"
    }
}

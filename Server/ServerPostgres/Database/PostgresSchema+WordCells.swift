import CatalogSQLite

/// Each word of the word index beside the cell its restaurant lies in (`SearchRowKey`'s cells, the same
/// Z-order curve as SQLite's full-text row ids), under `restaurant_word_by_cell`: a word near a point is
/// then a few index ranges (each of the prefix's words, of names or of anything, within each run of
/// cells the circle reaches) rather than every restaurant in the catalog having it. `restaurant_cell` computes a cell as
/// `SearchRowKey.cell` does, for this migration and the trigger that moves a restaurant's words with
/// it; the writer gives the cells it computed (in bulk, the function would cost an import seconds).
extension PostgresSchema {
    static let wordCells = PostgresMigration(version: 15, name: "word index by cell", statements: [
        """
        CREATE FUNCTION restaurant_cell(latitude double precision, longitude double precision) RETURNS bigint
            LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
        DECLARE
            cell_row bigint := \(cellIndex("latitude", offset: 90, span: 180));
            cell_column bigint := \(cellIndex("longitude", offset: 180, span: 360));
        BEGIN
            RETURN \(SearchRowKey.cellExpression(row: "cell_row", column: "cell_column"));
        END
        $$
        """,
        "ALTER TABLE restaurant_word ADD COLUMN cell bigint",
        "UPDATE restaurant_word AS w SET cell = restaurant_cell(r.latitude, r.longitude) FROM restaurant AS r WHERE r.id = w.restaurant_id",
        "ALTER TABLE restaurant_word ALTER COLUMN cell SET NOT NULL",
        "CREATE INDEX restaurant_word_by_cell ON restaurant_word (word, in_name, cell) INCLUDE (restaurant_id)",
        """
        CREATE FUNCTION restaurant_words_follow_location() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE restaurant_word SET cell = restaurant_cell(NEW.latitude, NEW.longitude) WHERE restaurant_id = NEW.id;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER restaurant_words_follow_location AFTER UPDATE OF latitude, longitude ON restaurant
            FOR EACH ROW WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
            EXECUTE FUNCTION restaurant_words_follow_location()
        """,
    ])

    /// `SearchRowKey.row(latitude:)` (and `column(longitude:)`) in PostgreSQL: the same arithmetic in
    /// double precision, then the floor (a cast would round) kept within the grid.
    private static func cellIndex(_ degrees: String, offset: Int, span: Int) -> String {
        let side = SearchRowKey.cellsPerSide
        return "least(\(side - 1), greatest(0, floor((\(degrees) + \(offset)) * \(side) / \(span))))::bigint"
    }
}

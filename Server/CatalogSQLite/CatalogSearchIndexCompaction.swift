import GRDB

/// Merges the full-text index's segments after a bulk load. FTS5 writes a segment each time its row ids
/// go back (each batch of an import, which goes in by place), and every search seeks in every segment:
/// at a million restaurants a search's runs of row ids cost half as much again before the merge. The
/// work is done in short transactions, so a server writing to the same database waits for one step at
/// most.
public enum CatalogSearchIndexCompaction {
    /// Pages FTS5 writes per step (a negative count lets it merge segments of different levels).
    package static let pagesPerStep = 2_000

    /// Merges `table`: the catalog's index, or one a rebuild is filling.
    public static func run(on writer: any DatabaseWriter, table: String = "restaurantSearch") async throws {
        while try await writer.write({ db in try mergeStep(of: table, in: db) }) {}
    }

    /// One merge step; false once there was nothing left to merge.
    package static func mergeStep(of table: String = "restaurantSearch", in db: Database) throws -> Bool {
        let changesBefore = db.totalChangesCount
        try db.execute(sql: "INSERT INTO \(table)(\(table), rank) VALUES('merge', ?)", arguments: [-pagesPerStep])
        // FTS5's documented test: a step that merged nothing changes fewer than two rows.
        return db.totalChangesCount - changesBefore >= 2
    }
}

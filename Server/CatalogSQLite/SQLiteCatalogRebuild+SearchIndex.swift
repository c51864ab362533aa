import GRDB

/// A rebuild's full-text index: filled a step at a time in place order, then merged.
extension SQLiteCatalogRebuild {
    /// Fills the new catalog's full-text index `rowsPerStep` restaurants per transaction, going over the
    /// restaurants by place (`SearchRowKey`), so that FTS5 gets its row ids in order (it writes a segment
    /// each time they go back), then merges it into one segment.
    func fillSearchIndex() async throws {
        try await database.pool.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TEMP TABLE \(Self.placeOrder) AS
                SELECT \(CatalogSearchByPlaceSchema.key(of: "")) AS key, searchText FROM \(CatalogTable.restaurant.next)
                ORDER BY 1
                """)
        }
        let byPlace = "FROM temp.\(Self.placeOrder) WHERE rowid BETWEEN ? AND ?"
        try await database.pool.write { db in try Self.setSearchIndexOptions(Self.bulkSearchIndexOptions, in: db) }
        try await forEachStep(over: "temp.\(Self.placeOrder)", key: "rowid") { db, range in
            try db.execute(
                sql: """
                    INSERT INTO \(CatalogTable.search.next)(rowid, name, vicinity, cuisines)
                    SELECT key, \(CatalogSearchByPlaceSchema.texts(of: "")) \(byPlace) ORDER BY rowid
                    """,
                arguments: [range.lowerBound, range.upperBound]
            )
        }
        try await database.pool.write { db in try Self.setSearchIndexOptions(Self.defaultSearchIndexOptions, in: db) }
        try await database.pool.writeWithoutTransaction { db in try db.execute(sql: "DROP TABLE temp.\(Self.placeOrder)") }
        // Merged into one segment while the R*Tree is still being built, rather than after the swap.
        try await CatalogSearchIndexCompaction.run(on: database.pool, table: CatalogTable.search.next)
    }

    /// While the full-text index is filled, FTS5 neither merges segments as it goes (`automerge`: they
    /// are merged all at once afterwards) nor writes one per megabyte of terms (`hashsize`): a segment
    /// per step instead, which took a third off the fill of a million restaurants.
    static let bulkSearchIndexOptions = ["automerge": 0, "hashsize": 64 << 20]
    /// FTS5's defaults, which the swapped-in index keeps for the writes that follow.
    static let defaultSearchIndexOptions = ["automerge": 4, "hashsize": 1 << 20]

    private static func setSearchIndexOptions(_ options: [String: Int], in db: Database) throws {
        let table = CatalogTable.search.next
        for (option, value) in options.sorted(by: { $0.key < $1.key }) {
            try db.execute(sql: "INSERT INTO \(table)(\(table), rank) VALUES(?, ?)", arguments: [option, value])
        }
    }
}

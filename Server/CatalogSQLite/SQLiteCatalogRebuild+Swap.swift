import Foundation
import GRDB

/// The rebuild's swap, in one transaction, and what follows it (see `SQLiteCatalogRebuild`).
extension SQLiteCatalogRebuild {
    func swap() async throws {
        try await database.pool.writeWithoutTransaction { [replacingDemoCatalog] db in
            // Renaming leaves every other table's references and triggers naming the catalog's tables by
            // name, so they reach the new ones: legacy renames, with foreign keys off, rewrite nothing.
            try db.execute(sql: "PRAGMA foreign_keys = OFF; PRAGMA legacy_alter_table = ON")
            defer { try? db.execute(sql: "PRAGMA legacy_alter_table = OFF; PRAGMA foreign_keys = ON") }
            try db.inTransaction(.immediate) {
                try db.execute(sql: """
                    UPDATE \(CatalogTable.restaurant.next) SET \(CatalogWriter.effectiveRatingAssignments)
                    WHERE placeId IN (SELECT restaurantId FROM restaurantRating WHERE reviewCount > 0)
                    """)
                // The table's own indexes (not those of its UNIQUE columns, which go with it) and triggers.
                let indexesAndTriggers = try Row.fetchAll(
                    db,
                    sql: "SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'restaurant' AND type IN ('index', 'trigger') AND sql IS NOT NULL"
                )
                for row in indexesAndTriggers {
                    try db.execute(sql: "DROP \(row["type"] == "index" ? "INDEX" : "TRIGGER") \((row["name"] as String).quotedDatabaseIdentifier)")
                }
                for table in CatalogTable.allCases {
                    try db.execute(sql: "ALTER TABLE \(table.rawValue) RENAME TO \(table.previous)")
                    try db.execute(sql: "ALTER TABLE \(table.next) RENAME TO \(table.rawValue)")
                }
                for row in indexesAndTriggers {
                    try db.execute(sql: row["sql"])
                }
                if replacingDemoCatalog { try CatalogWriter.noteDemoCatalogReplacedByImport(in: db) }
                return .commit
            }
        }
    }

    // MARK: - After the swap

    func finish() async throws {
        try await database.pool.write { db in
            try db.execute(sql: "DELETE FROM restaurantPhoto WHERE restaurantId NOT IN (SELECT id FROM restaurant)")
            try db.execute(sql: "DELETE FROM restaurantReview WHERE restaurantId NOT IN (SELECT id FROM restaurant)")
        }
        let batches = try await database.pool.read { db in try Int64.fetchAll(db, sql: "SELECT batch FROM \(Self.pending) ORDER BY batch") }
        for batch in batches {
            try await database.pool.write { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT placeIds, photos, reviews FROM \(Self.pending) WHERE batch = ?", arguments: [batch]) else { return }
                // A restaurant given again in a later batch has that batch's photos and reviews alone.
                let ids = "SELECT id FROM restaurant WHERE placeId IN (SELECT value FROM json_each(?))"
                try db.execute(sql: "DELETE FROM restaurantPhoto WHERE restaurantId IN (\(ids))", arguments: [row["placeIds"]])
                try db.execute(sql: "DELETE FROM restaurantReview WHERE restaurantId IN (\(ids))", arguments: [row["placeIds"]])
                try CatalogWriter.insertPhotos(row["photos"], in: db)
                try CatalogWriter.insertReviews(row["reviews"], in: db)
            }
        }
        try await database.pool.write { [replacingDemoCatalog] db in
            try db.execute(sql: "DROP TABLE \(Self.pending)")
            // Only once every photo is in: an image may be used by the import's photos alone.
            if replacingDemoCatalog { try CatalogWriter.deleteUnusedImages(in: db) }
        }
        try await dropPreviousTables()
        try await CatalogSearchIndexCompaction.run(on: database.pool)
    }

    /// Drops the tables the swap put aside. Dropping a table reads every page of it: emptied first, a
    /// step at a time, the old restaurant table (the largest) does not hold the write lock for seconds.
    func dropPreviousTables() async throws {
        let previous = CatalogTable.restaurant.previous
        guard try await database.pool.read({ db in try db.tableExists(previous) }) else { return }
        try await forEachStep(over: previous) { db, range in
            try db.execute(sql: "DELETE FROM \(previous) WHERE id BETWEEN ? AND ?", arguments: [range.lowerBound, range.upperBound])
        }
        for table in CatalogTable.allCases {
            try await database.pool.write { db in try db.execute(sql: "DROP TABLE IF EXISTS \(table.previous)") }
        }
    }

    /// Drops what an earlier rebuild that failed or was stopped left behind.
    func removeLeftovers() async throws {
        SQLiteLocationIndexBuild(catalog: database.pool).removeScratchFile()
        try await dropPreviousTables()
        try await database.pool.write { db in
            for table in CatalogTable.allCases {
                try db.execute(sql: "DROP TABLE IF EXISTS \(table.next)")
            }
            try db.execute(sql: "DROP TABLE IF EXISTS \(Self.pending); DROP TABLE IF EXISTS temp.\(Self.placeOrder)")
        }
    }
}

import GRDB

/// The schema of the client's local SQLite files (cache, and settings with the records a person keeps).
public enum LocalStoreSchema {
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: cache entries and settings") { db in
            try db.create(table: "cacheEntry") { table in
                table.column("kind", .text).notNull()
                table.column("key", .text).notNull()
                table.column("payload", .blob).notNull()
                table.column("savedAt", .double).notNull()
                table.primaryKey(["kind", "key"])
            }
            try db.create(table: "setting") { table in
                table.primaryKey("key", .text)
                table.column("value", .blob).notNull()
            }
        }
        migrator.registerMigration("v2: records a person keeps") { db in
            try db.create(table: "record") { table in
                table.column("collection", .text).notNull()
                table.column("key", .text).notNull()
                table.column("value", .blob).notNull()
                table.column("firstSavedAt", .double).notNull()
                table.primaryKey(["collection", "key"])
            }
        }
        return migrator
    }
}

import Foundation
import GRDB

/// `storageProbe`: one row that `/health` rewrites after a write failed for a full disk, to learn
/// whether writes succeed again.
package enum StorageProbeSchema {
    package static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("storage v1: write probe") { db in
            try db.execute(sql: "CREATE TABLE storageProbe (id INTEGER PRIMARY KEY CHECK (id = 1), writtenAt DATETIME NOT NULL)")
        }
    }

    package static func write(in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO storageProbe (id, writtenAt) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET writtenAt = excluded.writtenAt",
            arguments: [Date()]
        )
    }
}

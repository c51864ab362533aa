import GRDB

/// The writer connection's settings while an import writes, put back afterwards. Its default page
/// cache (2 MB) is far smaller than the catalog's indexes, which an import writes in random order (place
/// ids are hashes, points are anywhere), so every batch read and wrote the same pages again; and the
/// WAL was checkpointed after every batch, copying pages that the next batch changed once more.
struct SQLiteBulkWriteSettings: Equatable {
    /// In pages when positive, in KiB when negative (SQLite's convention).
    var cacheSize: Int
    /// Pages in the WAL before a commit checkpoints it.
    var walAutocheckpoint: Int

    static let bulkWrite = SQLiteBulkWriteSettings(cacheSize: -262_144, walAutocheckpoint: 16_384)

    static func current(in db: Database) throws -> SQLiteBulkWriteSettings {
        SQLiteBulkWriteSettings(
            cacheSize: try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2_000,
            walAutocheckpoint: try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 1_000
        )
    }

    func apply(in db: Database) throws {
        try db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
        try db.execute(sql: "PRAGMA wal_autocheckpoint = \(walAutocheckpoint)")
    }
}

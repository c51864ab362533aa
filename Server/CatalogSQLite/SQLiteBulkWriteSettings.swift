import GRDB

/// The writer connection's settings while an import writes, put back afterwards. Its default page
/// cache (2 MB) is far smaller than the catalog's indexes, which an import writes in random order (place
/// ids are hashes, points are anywhere), so every batch read and wrote the same pages again; and the
/// WAL was checkpointed after every batch, copying pages that the next batch changed once more. Nor
/// does it read through the memory map: a rebuild reads the whole catalog, and every page read through
/// the map would count in the process's memory, though the kernel's cache holds it either way.
struct SQLiteBulkWriteSettings: Equatable {
    /// In pages when positive, in KiB when negative (SQLite's convention).
    var cacheSize: Int
    /// Pages in the WAL before a commit checkpoints it.
    var walAutocheckpoint: Int
    /// Bytes of the file read through a memory map.
    var memoryMapSize: Int

    static let bulkWrite = SQLiteBulkWriteSettings(cacheSize: -262_144, walAutocheckpoint: 16_384, memoryMapSize: 0)

    static func current(in db: Database) throws -> SQLiteBulkWriteSettings {
        SQLiteBulkWriteSettings(
            cacheSize: try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2_000,
            walAutocheckpoint: try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 1_000,
            memoryMapSize: try Int.fetchOne(db, sql: "PRAGMA mmap_size") ?? 0
        )
    }

    func apply(in db: Database) throws {
        try db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
        try db.execute(sql: "PRAGMA wal_autocheckpoint = \(walAutocheckpoint)")
        try db.execute(sql: "PRAGMA mmap_size = \(memoryMapSize)")
    }
}

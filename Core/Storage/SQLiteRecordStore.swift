import Foundation
import GRDB

/// `RecordStore` in a table of the settings database.
public struct SQLiteRecordStore: RecordStore {
    private let database: SQLiteDatabase
    private let now: @Sendable () -> Date

    public init(database: SQLiteDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    public func records(in collection: String) async throws -> [StoredRecord] {
        try await database.pool.read { db in
            try Row.fetchAll(db, sql: "SELECT key, value, firstSavedAt FROM record WHERE collection = ? ORDER BY firstSavedAt, key", arguments: [collection])
                .map { StoredRecord(key: $0["key"], data: $0["value"], firstSavedAt: Date(timeIntervalSince1970: $0["firstSavedAt"])) }
        }
    }

    public func save(_ data: Data, key: String, in collection: String) async throws {
        let savedAt = now().timeIntervalSince1970
        try await database.pool.write { db in
            try db.execute(
                sql: """
                INSERT INTO record (collection, key, value, firstSavedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (collection, key) DO UPDATE SET value = excluded.value
                """,
                arguments: [collection, key, data, savedAt]
            )
        }
    }

    public func remove(key: String, from collection: String) async throws -> Bool {
        try await database.pool.write { db in
            try db.execute(sql: "DELETE FROM record WHERE collection = ? AND key = ?", arguments: [collection, key])
            return db.changesCount > 0
        }
    }
}

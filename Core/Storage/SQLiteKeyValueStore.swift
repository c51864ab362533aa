import Foundation
import GRDB

public struct SQLiteKeyValueStore: KeyValueStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func data(forKey key: String) async throws -> Data? {
        try await database.pool.read { db in
            try Data.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
        }
    }

    public func set(_ data: Data, forKey key: String) async throws {
        try await database.pool.write { db in
            try db.execute(
                sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                arguments: [key, data]
            )
        }
    }

    public func removeValue(forKey key: String) async throws {
        try await database.pool.write { db in
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
        }
    }
}

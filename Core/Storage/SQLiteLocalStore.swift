import Foundation
import GRDB

/// `LocalStore` in a SQLite file: one row per kind and key holding the JSON of the local model.
public struct SQLiteLocalStore: LocalStore {
    private let database: SQLiteDatabase
    private let now: @Sendable () -> Date

    public init(database: SQLiteDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    public func save<Value: Codable & Sendable>(_ value: Value, kind: String, key: String) async throws {
        let payload = try JSONEncoder().encode(value)
        let savedAt = now().timeIntervalSince1970
        try await database.pool.write { db in
            try db.execute(
                sql: """
                INSERT INTO cacheEntry (kind, key, payload, savedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (kind, key) DO UPDATE SET payload = excluded.payload, savedAt = excluded.savedAt
                """,
                arguments: [kind, key, payload, savedAt]
            )
        }
    }

    public func load<Value: Codable & Sendable>(_ type: Value.Type, kind: String, key: String) async throws -> CachedValue<Value>? {
        let entry: (payload: Data, savedAt: Double)? = try await database.pool.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT payload, savedAt FROM cacheEntry WHERE kind = ? AND key = ?", arguments: [kind, key])
            guard let row, let payload: Data = row["payload"], let savedAt: Double = row["savedAt"] else { return nil }
            return (payload, savedAt)
        }
        guard let (payload, savedAt) = entry, let value = try? JSONDecoder().decode(Value.self, from: payload) else {
            return nil
        }
        return CachedValue(value: value, savedAt: Date(timeIntervalSince1970: savedAt))
    }

    public func delete(kind: String, key: String) async throws {
        try await database.pool.write { db in
            try db.execute(sql: "DELETE FROM cacheEntry WHERE kind = ? AND key = ?", arguments: [kind, key])
        }
    }
}

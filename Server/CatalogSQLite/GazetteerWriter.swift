import CatalogDomain
import GRDB

/// Writes gazetteer entries (`placeName`), updating those with the same key.
package enum GazetteerWriter {
    /// Returns how many entries were new.
    package static func upsert(_ entries: [GazetteerEntry], in db: Database) throws -> Int {
        let before = try Int.fetchOne(db, sql: "SELECT count(*) FROM placeName") ?? 0
        let statement = try db.cachedStatement(sql: """
            INSERT INTO placeName (key, kind, kindRank, name, otherNames, area, latitude, longitude, searchText)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET
                kind = excluded.kind, kindRank = excluded.kindRank, name = excluded.name, otherNames = excluded.otherNames,
                area = excluded.area, latitude = excluded.latitude, longitude = excluded.longitude, searchText = excluded.searchText
            """)
        for entry in entries {
            try statement.execute(arguments: [
                entry.key, entry.kind.rawValue, entry.kindRank, entry.name, entry.otherNamesStorageText, entry.area,
                entry.location.latitude, entry.location.longitude, entry.searchText,
            ])
        }
        return try (Int.fetchOne(db, sql: "SELECT count(*) FROM placeName") ?? 0) - before
    }
}

import CatalogDomain
import PostgresNIO

/// The gazetteer on PostgreSQL, read as `SQLiteGazetteer` reads it.
public struct PostgresGazetteer: Gazetteer {
    package let database: PostgresServerDatabase

    public init(database: PostgresServerDatabase) {
        self.database = database
    }

    public func places(named text: String, limit: Int) async throws -> [GazetteerEntry] {
        let patterns = GazetteerEntry.lookupWords(in: text).map { "% \($0)%" }
        guard !patterns.isEmpty, limit > 0 else { return [] }
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.all("""
                SELECT key, kind, name, other_names, area, latitude, longitude FROM place_name
                WHERE search_text LIKE ALL (\(patterns)::text[]) ORDER BY kind_rank, name COLLATE "C", key LIMIT \(limit)
                """, logger: logger)
                .compactMap { row in
                    let (key, kind, name, otherNames, area, latitude, longitude) =
                        try row.decode((String, String, String, String?, String?, Double, Double).self)
                    return GazetteerEntry(
                        key: key, kindText: kind, name: name, otherNamesText: otherNames, latitude: latitude, longitude: longitude, area: area
                    )
                }
        }
    }
}

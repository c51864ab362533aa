import CatalogDomain
import GRDB

/// The gazetteer in the server's SQLite database. A lookup reads every entry's `searchText` (a few
/// thousand per country for places and streets): no index serves a word inside a text.
public struct SQLiteGazetteer: Gazetteer {
    private let reader: any DatabaseReader

    public init(reader: any DatabaseReader) {
        self.reader = reader
    }

    public func places(named text: String, limit: Int) async throws -> [GazetteerEntry] {
        let words = GazetteerEntry.lookupWords(in: text)
        guard !words.isEmpty, limit > 0 else { return [] }
        let conditions = words.map { _ in "searchText LIKE ?" }.joined(separator: " AND ")
        let arguments = StatementArguments(words.map { "% \($0)%" }) + [limit]
        return try await reader.read { db in
            try Row.fetchAll(db, sql: """
                SELECT key, kind, name, otherNames, area, latitude, longitude FROM placeName
                WHERE \(conditions) ORDER BY kindRank, name, key LIMIT ?
                """, arguments: arguments)
                .compactMap { row in
                    GazetteerEntry(
                        key: row["key"], kindText: row["kind"], name: row["name"], otherNamesText: row["otherNames"],
                        latitude: row["latitude"], longitude: row["longitude"], area: row["area"]
                    )
                }
        }
    }
}

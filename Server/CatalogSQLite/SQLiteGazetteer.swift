import CatalogDomain
import GRDB
import ServerStorage

/// The gazetteer in the server's SQLite database. A lookup asks the gazetteer's full-text index
/// (`placeNameSearch`) for the entries having a word starting with each of its words (cut to the
/// prefixes it indexes), then checks them on `searchText` for the whole words, as the index's tokens
/// might also split a word differently.
public struct SQLiteGazetteer: Gazetteer {
    private let readers: CallingThreadReaders

    public init(reader: any DatabaseReader) {
        readers = CallingThreadReaders(sharing: reader)
    }

    /// Reading on the connections another store reads on (the catalog's), rather than opening its own.
    package init(readers: CallingThreadReaders) {
        self.readers = readers
    }

    public func places(named text: String, limit: Int) async throws -> [GazetteerEntry] {
        let words = GazetteerEntry.lookupWords(in: text)
        let indexedWords = words.map { CatalogSearchPattern.leadingCharacters(CatalogGazetteerWordsSchema.longestIndexedPrefix, of: $0) }
        guard limit > 0, let pattern = CatalogSearchPattern.prefixPattern(forWords: indexedWords) else { return [] }
        let conditions = ["rowid IN (SELECT rowid FROM placeNameSearch WHERE placeNameSearch MATCH ?)"] + words.map { _ in "searchText LIKE ?" }
        let arguments = [pattern] + StatementArguments(words.map { "% \($0)%" }) + [limit]
        return try await readers.read { db in
            // Cached: one statement for each count of words a lookup has, a few.
            try Row.fetchAll(db.cachedStatement(sql: """
                SELECT key, kind, name, otherNames, area, latitude, longitude FROM placeName
                WHERE \(conditions.joined(separator: " AND ")) ORDER BY kindRank, name, key LIMIT ?
                """), arguments: arguments)
                .compactMap { row in
                    GazetteerEntry(
                        key: row["key"], kindText: row["kind"], name: row["name"], otherNamesText: row["otherNames"],
                        latitude: row["latitude"], longitude: row["longitude"], area: row["area"]
                    )
                }
        }
    }
}

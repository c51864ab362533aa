import CatalogDomain
import Foundation
import GRDB

extension SQLiteRestaurantCatalog: CatalogWordIndex {
    /// The words of the full-text index (`restaurantSearchWords`) starting with `prefix`, from those of
    /// every length kept while the index is unchanged (`SearchWordCache`).
    public func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [String] {
        guard limit > 0 else { return [] }
        return try await readers.read { [wordCache] db in
            // FTS5's structure record: the index's version, rewritten by every change to it.
            let structure = try Data.fetchOne(db, sql: "SELECT block FROM restaurantSearch_data WHERE id = 10") ?? Data()
            if let words = try wordCache.words(startingWith: prefix, structure: structure, load: { most in
                try Self.indexedWords(startingWith: prefix, lengths: 0...Int(Int32.max), limit: most, in: db)
            }) {
                return Array(words.lazy.filter { lengths.contains($0.unicodeScalars.count) }.prefix(limit))
            }
            return try Self.indexedWords(startingWith: prefix, lengths: lengths, limit: limit, in: db)
        }
    }

    private static func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int, in db: Database) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: """
            SELECT term FROM restaurantSearchWords
            WHERE term >= ? AND term < ? || char(1114111) AND length(term) BETWEEN ? AND ?
            LIMIT ?
            """), arguments: [prefix, prefix, lengths.lowerBound, lengths.upperBound, limit])
    }

    /// Each word's count of restaurants in the full-text index, read from its posting list.
    public func restaurantCounts(of words: [String]) async throws -> [String: Int] {
        try await readers.read { db in
            let statement = try db.cachedStatement(sql: "SELECT doc FROM restaurantSearchWords WHERE term = ?")
            var counts: [String: Int] = [:]
            for word in Set(words) {
                if let count = try Int.fetchOne(statement, arguments: [word]) { counts[word] = count }
            }
            return counts
        }
    }
}

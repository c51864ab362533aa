import CatalogDomain
import GRDB

extension SQLiteRestaurantCatalog: CatalogWordIndex {
    public func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [IndexedWord] {
        guard limit > 0 else { return [] }
        return try await readers.read { db in
            try Row.fetchAll(db.cachedStatement(sql: """
                SELECT term, doc FROM restaurantSearchWords
                WHERE term >= ? AND term < ? || char(1114111) AND length(term) BETWEEN ? AND ?
                LIMIT ?
                """), arguments: [prefix, prefix, lengths.lowerBound, lengths.upperBound, limit])
                .map { IndexedWord(word: $0[0], restaurantCount: $0[1]) }
        }
    }
}

import CatalogDomain
import PostgresNIO

extension PostgresRestaurantCatalog: CatalogWordIndex {
    /// A range of the word index (`restaurant_word`'s key), counted per word.
    public func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [IndexedWord] {
        guard limit > 0 else { return [] }
        let query: PostgresQuery = """
            SELECT word, count(*)::bigint FROM restaurant_word
            WHERE word >= \(prefix) AND word < \(prefix) || chr(1114111) AND length(word) BETWEEN \(lengths.lowerBound) AND \(lengths.upperBound)
            GROUP BY word LIMIT \(limit)
            """
        let logger = database.logger
        return try await database.withConnection { connection in
            var words: [IndexedWord] = []
            for try await (word, count) in try await connection.query(query, logger: logger).decode((String, Int64).self) {
                words.append(IndexedWord(word: word, restaurantCount: Int(count)))
            }
            return words
        }
    }
}

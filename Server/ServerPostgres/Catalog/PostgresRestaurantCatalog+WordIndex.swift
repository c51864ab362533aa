import CatalogDomain
import PostgresNIO

extension PostgresRestaurantCatalog: CatalogWordIndex {
    /// The distinct words of a range of the word index (`restaurant_word`'s key), one seek each (a loose
    /// index scan): however many restaurants have them, none is read.
    public func indexedWords(startingWith prefix: String, lengths: ClosedRange<Int>, limit: Int) async throws -> [String] {
        guard limit > 0 else { return [] }
        var builder = PostgresQueryBuilder()
        let words = Self.distinctWords(startingWith: try builder.bind(prefix))
        builder.append("""
            WITH RECURSIVE \(words)
            SELECT word FROM prefixed
            WHERE word IS NOT NULL AND length(word) BETWEEN \(try builder.bind(lengths.lowerBound)) AND \(try builder.bind(lengths.upperBound))
            LIMIT \(try builder.bind(limit))
            """)
        let query = builder.query, logger = database.logger
        return try await database.withConnection { connection in
            try await connection.all(query, logger: logger).map { try $0.decode(String.self) }
        }
    }

    /// `prefixed (word)`, for a `WITH RECURSIVE`: the distinct words of the index starting with the
    /// prefix bound as `prefix`, in order, one seek of the index each, then NULL; read only as far as
    /// the statement asks.
    static func distinctWords(startingWith prefix: String) -> String {
        """
        prefixed (word) AS (
            (SELECT word FROM restaurant_word WHERE word >= \(prefix) AND word < \(prefix) || chr(1114111) ORDER BY word LIMIT 1)
            UNION ALL
            SELECT (SELECT w.word FROM restaurant_word AS w WHERE w.word > p.word AND w.word < \(prefix) || chr(1114111) ORDER BY w.word LIMIT 1)
            FROM prefixed AS p WHERE p.word IS NOT NULL
        )
        """
    }

    public func restaurantCounts(of words: [String]) async throws -> [String: Int] {
        guard !words.isEmpty else { return [:] }
        let query: PostgresQuery = "SELECT word, count(*) FROM restaurant_word WHERE word = ANY (\(words)::text[]) GROUP BY word"
        let logger = database.logger
        return try await database.withConnection { connection in
            var counts: [String: Int] = [:]
            for row in try await connection.all(query, logger: logger) {
                let (word, count) = try row.decode((String, Int64).self)
                counts[word] = Int(count)
            }
            return counts
        }
    }
}

import CatalogDomain
import CatalogSQLite
import PostgresNIO

extension PostgresRestaurantCatalog {
    /// Beyond this many words of the index starting with a search word (a prefix of a letter or two), its
    /// range is read whole: seeking each word in each run of cells would cost more.
    package static let maximumWordsSoughtByCell = 32
    /// Beyond this many restaurants with the word near the centre, the planner's own plan (the circle
    /// first, or the rating order) costs less than looking each up.
    package static let maximumRestaurantsListedByWord = 2_000

    /// Each search word as the nearby statement seeks it: the restaurants within `radius` of `center`
    /// (and some around) having a word of the index it starts, when few words and few restaurants do;
    /// else its prefix; the listed words' restaurants in one list, those having every one. Only the words
    /// of names and cuisines (`in_name`) with `nameAndCuisinesOnly`. Nil when a word starts no word of
    /// the index: nothing matches anywhere.
    func searchWords(
        for words: [String], within radius: Double, of center: GeoPoint, nameAndCuisinesOnly: Bool = false
    ) async throws -> [PostgresSearchWord]? {
        let cells = SearchRowKey.cellRanges(within: radius, of: center)
        var searchWords: [PostgresSearchWord] = []
        for word in words {
            let (wordCount, restaurantIDs) = try await restaurants(havingWordsStartingWith: word, in: cells, nameAndCuisinesOnly: nameAndCuisinesOnly)
            if wordCount == 0 { return nil }
            let isListed = wordCount <= Self.maximumWordsSoughtByCell && restaurantIDs.count <= Self.maximumRestaurantsListedByWord
            searchWords.append(isListed ? .restaurants(Array(Set(restaurantIDs)).sorted()) : .prefix(word))
        }
        // The restaurants having every listed word, one list: the planner, given a list per word, cannot
        // tell how few have them all, and read the whole circle checking each.
        let lists = searchWords.compactMap { word in if case let .restaurants(ids) = word { Set(ids) } else { nil } }
        guard let first = lists.first, lists.count > 1 else { return searchWords }
        return [.restaurants(lists.dropFirst().reduce(first) { $0.intersection($1) }.sorted())] + searchWords.filter(\.isPrefix)
    }

    /// How many words of the index start with `prefix` (up to one more than `maximumWordsSoughtByCell`,
    /// one seek each: a loose index scan), and, when no more than that, the restaurants in `cells` having
    /// one (up to one more than `maximumRestaurantsListedByWord`, once per word they have).
    private func restaurants(
        havingWordsStartingWith prefix: String, in cells: [ClosedRange<Int64>], nameAndCuisinesOnly: Bool
    ) async throws -> (Int, [Int64]) {
        var builder = PostgresQueryBuilder()
        let words = Self.distinctWords(startingWith: try builder.bind(prefix))
        let wordLimit = try builder.bind(Self.maximumWordsSoughtByCell)
        // Both values when any word will do: `in_name` comes before the cell in the index, so each
        // (word, in_name) pair is one seek with the cells as its bounds.
        let inName = try builder.bind(nameAndCuisinesOnly ? [true] : [false, true])
        builder.append("""
            WITH RECURSIVE \(words),
            listed AS (SELECT word FROM prefixed WHERE word IS NOT NULL LIMIT \(wordLimit) + 1)
            SELECT (SELECT count(*) FROM listed), ARRAY(
                SELECT w.restaurant_id
                FROM unnest(\(try builder.bind(cells.map(\.lowerBound)))::bigint[], \(try builder.bind(cells.map(\.upperBound)))::bigint[]) AS c (low, high)
                CROSS JOIN LATERAL (SELECT restaurant_id FROM restaurant_word
                                    WHERE word = ANY (ARRAY(SELECT word FROM listed)) AND in_name = ANY (\(inName)::boolean[])
                                      AND cell BETWEEN c.low AND c.high) AS w
                WHERE (SELECT count(*) FROM listed) <= \(wordLimit)
                LIMIT \(try builder.bind(Self.maximumRestaurantsListedByWord + 1))
            )
            """)
        let query = builder.query, logger = database.logger
        return try await database.withConnection { connection in
            guard let row = try await connection.first(query, logger: logger) else { return (0, []) }
            let (wordCount, restaurantIDs) = try row.decode((Int64, [Int64]).self)
            return (Int(wordCount), restaurantIDs)
        }
    }

    /// The restaurant `r` has one of the search word's words (of its name, vicinity or cuisines; of its
    /// name and cuisines alone with `nameAndCuisinesOnly`): one of those listed, or a word in its
    /// prefix's range, which the planner weighs by its statistics.
    static func wordCondition(_ word: PostgresSearchWord, nameAndCuisinesOnly: Bool, in builder: inout PostgresQueryBuilder) throws -> String {
        switch word {
        case let .prefix(prefix):
            return try wordPrefix(prefix, nameAndCuisinesOnly: nameAndCuisinesOnly, in: &builder)
        case let .restaurants(ids):
            return "r.id = ANY (\(try builder.bind(ids))::bigint[])"
        }
    }
}

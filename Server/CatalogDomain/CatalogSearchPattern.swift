
/// Turns what a person typed into an FTS5 query: every word must match as a word prefix. Quotes keep
/// FTS5 operators typed by the user as plain text; case and accents are folded by the index tokenizer.
///
/// The work an FTS5 query costs grows quickly with its terms, so a pattern keeps at most
/// `maximumWords` distinct words of at most `maximumWordLength` characters: no one request can tie up a
/// database connection for long.
package enum CatalogSearchPattern {
    package static let maximumWords = 8
    package static let maximumWordLength = 64

    package static func words(in text: String) -> [String] {
        var seen = Set<String>()
        return SearchFolding.fold(text)
            .split { !($0.isLetter || $0.isNumber) }
            .map { String($0.prefix(maximumWordLength)) }
            .filter { seen.insert($0).inserted }
            .prefix(maximumWords)
            .map { $0 }
    }

    /// The longest prefix the full-text index has an index of its own for (its `prefix` option, in
    /// characters). FTS5 answers a longer prefix by merging the lists of every word it starts, across
    /// the whole catalog, whatever range of row ids was asked for.
    package static let longestIndexedPrefix = 5

    /// nil when the text has no word.
    package static func prefixPattern(for text: String, columns: [String]? = nil) -> String? {
        pattern(words(in: text), columns: columns)
    }

    /// How many words of the index the typed words of a pattern may stand for in all (`completions`):
    /// each is a term FTS5 reads, as each typed word is.
    package static let maximumCompletions = 8

    /// `prefixPattern` with every word cut to `longestIndexedPrefix` characters, so that FTS5 can seek
    /// within a range of row ids; `isExact` is false when a word was cut (its matches must then be
    /// checked on their texts). A longer word whose every completion in the index is known
    /// (`completions`, by typed word) stands for those words whole instead, which FTS5 seeks in as well
    /// and which need no check, while the pattern names at most `maximumCompletions` of them.
    package static func indexedPrefixPattern(
        for text: String, columns: [String]? = nil, completions: [String: [String]] = [:]
    ) -> (pattern: String, isExact: Bool)? {
        var seen = Set<String>()
        var isExact = true
        var completionsLeft = maximumCompletions
        let terms = words(in: text).compactMap { word -> String? in
            if let words = completions[word], !words.isEmpty, words.count <= completionsLeft {
                completionsLeft -= words.count
                return "(" + words.map(quoted).joined(separator: " OR ") + ")"
            }
            let indexed = leadingCharacters(longestIndexedPrefix, of: word)
            if indexed != word { isExact = false }
            return seen.insert(indexed).inserted ? quoted(indexed) + "*" : nil
        }
        return expression(terms, columns: columns).map { ($0, isExact) }
    }

    /// The first `count` characters of `word` as an FTS5 index counts them (Unicode scalars).
    package static func leadingCharacters(_ count: Int, of word: String) -> String {
        String(String.UnicodeScalarView(word.unicodeScalars.prefix(count)))
    }

    /// `prefixPattern` of words already folded (a gazetteer lookup's).
    package static func prefixPattern(forWords words: [String]) -> String? {
        pattern(words, columns: nil)
    }

    private static func pattern(_ words: [String], columns: [String]?) -> String? {
        expression(words.map { quoted($0) + "*" }, columns: columns)
    }

    private static func expression(_ terms: [String], columns: [String]?) -> String? {
        guard !terms.isEmpty else { return nil }
        let expression = terms.joined(separator: " AND ")
        guard let columns else { return expression }
        return "{\(columns.joined(separator: " "))} : (\(expression))"
    }

    /// A word as an FTS5 string: quotes keep the operators it may hold plain text.
    private static func quoted(_ word: String) -> String {
        "\"\(word.replacingOccurrences(of: "\"", with: "\"\""))\""
    }
}


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

    /// `prefixPattern` with every word cut to `longestIndexedPrefix` characters, so that FTS5 can seek
    /// within a range of row ids; `isExact` is false when a word was cut (its matches must then be
    /// checked on their texts).
    package static func indexedPrefixPattern(for text: String, columns: [String]? = nil) -> (pattern: String, isExact: Bool)? {
        let words = words(in: text)
        var seen = Set<String>()
        let indexed = words.map { String(String.UnicodeScalarView($0.unicodeScalars.prefix(longestIndexedPrefix))) }.filter { seen.insert($0).inserted }
        return pattern(indexed, columns: columns).map { ($0, indexed == words) }
    }

    /// `prefixPattern` of words already folded (a gazetteer lookup's).
    package static func prefixPattern(forWords words: [String]) -> String? {
        pattern(words, columns: nil)
    }

    private static func pattern(_ words: [String], columns: [String]?) -> String? {
        guard !words.isEmpty else { return nil }
        let expression = words.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"*" }.joined(separator: " AND ")
        guard let columns else { return expression }
        return "{\(columns.joined(separator: " "))} : (\(expression))"
    }
}

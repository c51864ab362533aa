/// Turns what a person typed into an FTS5 query: every word must match as a word prefix. Quotes keep
/// FTS5 operators typed by the user as plain text; case and accents are folded by the index tokenizer.
///
/// The work an FTS5 query costs grows quickly with its terms, so a pattern keeps at most
/// `maximumWords` distinct words of at most `maximumWordLength` characters: no one request can tie up a
/// database connection for long.
enum CatalogSearchPattern {
    static let maximumWords = 8
    static let maximumWordLength = 64

    static func words(in text: String) -> [String] {
        var seen = Set<String>()
        return SearchFolding.fold(text)
            .split { !($0.isLetter || $0.isNumber) }
            .map { String($0.prefix(maximumWordLength)) }
            .filter { seen.insert($0).inserted }
            .prefix(maximumWords)
            .map { $0 }
    }

    /// nil when the text has no word.
    static func prefixPattern(for text: String, columns: [String]? = nil) -> String? {
        let words = words(in: text)
        guard !words.isEmpty else { return nil }
        let expression = words.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"*" }.joined(separator: " AND ")
        guard let columns else { return expression }
        return "{\(columns.joined(separator: " "))} : (\(expression))"
    }
}

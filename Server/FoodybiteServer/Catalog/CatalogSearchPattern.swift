/// Turns what a person typed into an FTS5 query: every word must match as a word prefix. Quotes keep
/// FTS5 operators typed by the user as plain text; case and accents are folded by the index tokenizer.
enum CatalogSearchPattern {
    static func words(in text: String) -> [String] {
        SearchFolding.fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
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

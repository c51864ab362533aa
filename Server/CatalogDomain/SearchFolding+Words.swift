
extension SearchFolding {
    /// Longer words are cut: a query word is at most `CatalogSearchPattern.maximumWordLength` characters
    /// before folding, and folding at most doubles it (ß → ss).
    package static let maximumIndexedWordLength = 2 * CatalogSearchPattern.maximumWordLength

    /// The words of `text` as the SQLite full-text index sees them, for stores that index words
    /// themselves (PostgreSQL): the letters without a decomposition spelt out (`fold`), then case and
    /// accents folded (`Łódź` → `lodz`, `Café` → `cafe`, `ПЕЛЬМЕНИ` → `пельмени`), split where a
    /// character is neither a letter nor a digit.
    package static func words(in text: String) -> [String] {
        FoldedText.fold(fold(text)).lowercased()
            .split { !($0.isLetter || $0.isNumber) }
            .map { String($0.prefix(maximumIndexedWordLength)) }
    }

    /// The words of a search, folded like `words(in:)`: at most `CatalogSearchPattern.maximumWords`
    /// distinct words, each a prefix to look for.
    package static func queryWords(in text: String) -> [String] {
        var seen = Set<String>()
        return CatalogSearchPattern.words(in: text)
            .flatMap { words(in: $0) }
            .filter { seen.insert($0).inserted }
    }
}

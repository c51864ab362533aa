/// Word-prefix matching done in Swift on texts read with a candidate row, as the full-text index
/// matches: every searched word (folded by `SearchFolding.queryWords`) must start a word of the texts
/// (folded by `SearchFolding.words`). Used where the spatial index drives and the text is checked per
/// row, so the common case (text without accents) skips Foundation's folding.
struct CatalogWordMatcher {
    let words: [String]

    /// nil when the text has no word to look for.
    init?(_ text: String) {
        let words = SearchFolding.queryWords(in: text)
        guard !words.isEmpty else { return nil }
        self.words = words
    }

    func matches(_ texts: [String?]) -> Bool {
        let textWords = texts.flatMap { $0.map(Self.words(in:)) ?? [] }
        return words.allSatisfy { word in textWords.contains { $0.hasPrefix(word) } }
    }

    private static func words(in text: String) -> [Substring] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.lowercased().split { !($0.isLetter || $0.isNumber) }
        }
        return SearchFolding.words(in: text).map { Substring($0) }
    }
}

import CatalogDomain
import Foundation

/// Word-prefix matching as the catalog's full-text index does it: the text is cut into words of
/// letters and digits, folded for case and accents (and the letters `SearchFolding` spells out), and
/// every searched word must start one of them.
enum InMemorySearchText {
    /// The searched words, folded, as `CatalogSearchPattern` keeps them; empty when the text has none.
    static func words(in text: String) -> [String] {
        CatalogSearchPattern.words(in: text).map(fold)
    }

    static func matches(_ words: [String], in text: String) -> Bool {
        let tokens = fold(SearchFolding.fold(text)).split { !($0.isLetter || $0.isNumber) }
        return words.allSatisfy { word in tokens.contains { $0.hasPrefix(word) } }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}

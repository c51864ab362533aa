import Foundation

/// Text compared as the full-text index compares it (ignoring case and accents), with the UTF-16
/// offsets of the original kept, for Google's `matched_substrings`.
package struct FoldedText {
    private struct Unit {
        let folded: String
        let offset: Int
        let length: Int
        let isWordCharacter: Bool
    }

    private let units: [Unit]

    package init(_ text: String) {
        var units: [Unit] = []
        var offset = 0
        for character in text {
            let length = character.utf16.count
            units.append(Unit(
                folded: Self.fold(SearchFolding.fold(character)),
                offset: offset,
                length: length,
                isWordCharacter: character.isLetter || character.isNumber
            ))
            offset += length
        }
        self.units = units
    }

    package static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The UTF-16 offset and length of the first word at or after `from` that starts with `word`.
    package func wordPrefixMatch(of word: String, from: Int = 0) -> (offset: Int, length: Int)? {
        let target = Self.fold(SearchFolding.fold(word))
        guard !target.isEmpty else { return nil }
        for start in units.indices where units[start].offset >= from && units[start].isWordCharacter
            && (start == 0 || !units[start - 1].isWordCharacter) {
            var accumulated = ""
            var end = start
            while end < units.count, accumulated.count < target.count {
                accumulated += units[end].folded
                end += 1
            }
            if accumulated.hasPrefix(target) {
                let last = units[end - 1]
                return (units[start].offset, last.offset + last.length - units[start].offset)
            }
        }
        return nil
    }
}

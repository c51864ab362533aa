/// Letters that carry no Unicode decomposition, so that the full-text tokenizer's
/// `remove_diacritics` cannot fold them (`ø`, `æ`, `ß` …), spelt as people type them without the
/// letter. Applied to the indexed text and to what is searched alike; the tokenizer then folds case
/// and the remaining accents.
package enum SearchFolding {
    private static let replacements: [Character: String] = [
        "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss", "ẞ": "SS", "ł": "l", "Ł": "L",
        "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "TH", "ı": "i", "ħ": "h", "Ħ": "H", "ŧ": "t", "Ŧ": "T",
    ]

    package static func fold(_ text: String) -> String {
        // Every letter replaced is outside ASCII: most names are folded without reading a Character.
        guard text.utf8.contains(where: { $0 >= 0x80 }), text.contains(where: { replacements[$0] != nil }) else { return text }
        var folded = ""
        for character in text {
            if let replacement = replacements[character] {
                folded += replacement
            } else {
                folded.append(character)
            }
        }
        return folded
    }

    package static func fold(_ character: Character) -> String {
        replacements[character] ?? String(character)
    }
}

import CatalogDomain

/// Word-prefix matching done in Swift on texts read with a candidate row, as the full-text index
/// matches: every searched word (folded by `SearchFolding.queryWords`) must start a word of the texts
/// (folded by `SearchFolding.words`). Used where the spatial index drives and the text is checked per
/// row, so it runs for thousands of rows per search: texts in ASCII, the common case, are compared byte
/// by byte in place, those with Latin-1 letters once folded (`LatinOneFolding`), and only the others
/// go through Foundation's folding.
package struct CatalogWordMatcher {
    package let words: [String]
    private let wordBytes: [[UInt8]]

    /// nil when the text has no word to look for.
    package init?(_ text: String) {
        let words = SearchFolding.queryWords(in: text)
        guard !words.isEmpty else { return nil }
        self.words = words
        wordBytes = words.map { Array($0.utf8) }
    }

    package func matches(_ texts: [String?]) -> Bool {
        var found = FoundWords()
        var remaining = words.count
        for case var text? in texts {
            let isFoldedInPlace = text.withUTF8 { markWordsFoldedInPlace(of: $0, in: &found, remaining: &remaining) }
            if !isFoldedInPlace {
                markFoldedWords(of: text, in: &found, remaining: &remaining)
            }
            if remaining == 0 { return true }
        }
        return false
    }

    /// `matches` for one text given as its UTF-8 bytes (as SQLite holds it), making a `String` of them
    /// only when they need Foundation's folding.
    package func matches(utf8 bytes: UnsafeRawBufferPointer) -> Bool {
        var found = FoundWords()
        var remaining = words.count
        let text = bytes.bindMemory(to: UInt8.self)
        if !markWordsFoldedInPlace(of: text, in: &found, remaining: &remaining) {
            markFoldedWords(of: String(decoding: text, as: UTF8.self), in: &found, remaining: &remaining)
        }
        return remaining == 0
    }

    /// Marks the words of ASCII text, or of text whose only other characters are Latin-1 letters once
    /// folded; false (nothing marked) for any other text.
    private func markWordsFoldedInPlace(of bytes: UnsafeBufferPointer<UInt8>, in found: inout FoundWords, remaining: inout Int) -> Bool {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            markASCIIWords(of: bytes, in: &found, remaining: &remaining)
            return true
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            guard let count = LatinOneFolding.fold(bytes, into: buffer) else { return false }
            markASCIIWords(of: UnsafeBufferPointer(rebasing: buffer[..<count]), in: &found, remaining: &remaining)
            return true
        }
    }

    /// A word of ASCII text starts at a letter or digit that follows neither; it is compared with each
    /// searched word still missing, upper case folded on the fly.
    private func markASCIIWords(of bytes: UnsafeBufferPointer<UInt8>, in found: inout FoundWords, remaining: inout Int) {
        var previousIsWordByte = false
        for start in bytes.indices {
            let isWordByte = Self.isASCIILetterOrDigit(bytes[start])
            defer { previousIsWordByte = isWordByte }
            guard isWordByte, !previousIsWordByte else { continue }
            for (index, word) in wordBytes.enumerated() where !found.contains(index) && Self.hasPrefix(bytes, at: start, word) {
                found.insert(index)
                remaining -= 1
            }
            if remaining == 0 { return }
        }
    }

    private func markFoldedWords(of text: String, in found: inout FoundWords, remaining: inout Int) {
        let textWords = SearchFolding.words(in: text)
        for (index, word) in words.enumerated() where !found.contains(index) && textWords.contains(where: { $0.hasPrefix(word) }) {
            found.insert(index)
            remaining -= 1
        }
    }

    /// Whether the folded searched word (lower case; any byte of it outside ASCII never matches) starts
    /// at `start` in the ASCII text.
    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ word: [UInt8]) -> Bool {
        guard bytes.count - start >= word.count else { return false }
        for offset in word.indices {
            var byte = bytes[start + offset]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            if byte != word[offset] { return false }
        }
        return true
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }

    /// Which searched words were found, without an allocation for the first 64 (a search has at most
    /// `CatalogSearchPattern.maximumWords`, but folding can split a word further).
    private struct FoundWords {
        private var first64: UInt64 = 0
        private var beyond: Set<Int> = []

        func contains(_ index: Int) -> Bool {
            index < 64 ? first64 & (1 << UInt64(index)) != 0 : beyond.contains(index)
        }

        mutating func insert(_ index: Int) {
            if index < 64 { first64 |= 1 << UInt64(index) } else { beyond.insert(index) }
        }
    }
}

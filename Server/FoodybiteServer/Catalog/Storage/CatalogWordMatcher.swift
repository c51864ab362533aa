/// Word-prefix matching done in Swift on texts read with a candidate row, as the full-text index
/// matches: every searched word (folded by `SearchFolding.queryWords`) must start a word of the texts
/// (folded by `SearchFolding.words`). Used where the spatial index drives and the text is checked per
/// row, so it runs for thousands of rows per search: texts in ASCII, the common case, are compared byte
/// by byte in place, those with Latin-1 letters once folded (`LatinOneFolding`), and only the others
/// go through Foundation's folding.
struct CatalogWordMatcher {
    let words: [String]
    private let wordBytes: [[UInt8]]

    /// nil when the text has no word to look for.
    init?(_ text: String) {
        let words = SearchFolding.queryWords(in: text)
        guard !words.isEmpty else { return nil }
        self.words = words
        wordBytes = words.map { Array($0.utf8) }
    }

    func matches(_ texts: [String?]) -> Bool {
        var found = [Bool](repeating: false, count: words.count)
        var remaining = words.count
        for case var text? in texts {
            let isFoldedInPlace = text.withUTF8 { bytes in
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
            if !isFoldedInPlace {
                markFoldedWords(of: text, in: &found, remaining: &remaining)
            }
            if remaining == 0 { return true }
        }
        return false
    }

    /// A word of ASCII text starts at a letter or digit that follows neither; it is compared with each
    /// searched word still missing, upper case folded on the fly.
    private func markASCIIWords(of bytes: UnsafeBufferPointer<UInt8>, in found: inout [Bool], remaining: inout Int) {
        var previousIsWordByte = false
        for start in bytes.indices {
            let isWordByte = Self.isASCIILetterOrDigit(bytes[start])
            defer { previousIsWordByte = isWordByte }
            guard isWordByte, !previousIsWordByte else { continue }
            for (index, word) in wordBytes.enumerated() where !found[index] && Self.hasPrefix(bytes, at: start, word) {
                found[index] = true
                remaining -= 1
            }
            if remaining == 0 { return }
        }
    }

    private func markFoldedWords(of text: String, in found: inout [Bool], remaining: inout Int) {
        let textWords = SearchFolding.words(in: text)
        for (index, word) in words.enumerated() where !found[index] && textWords.contains(where: { $0.hasPrefix(word) }) {
            found[index] = true
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
}

/// Folds the Latin-1 letters (U+00C0–U+00FF: the accents of Portuguese, Spanish, French, German …)
/// in UTF-8 bytes to the ASCII letters the full-text index folds them to (`SearchFolding.words`:
/// `ã` → `a`, `ç` → `c`, `ß` → `ss`, `Þ` → `th`), and `×` `÷` to a space, as they separate words. Lets
/// the word matcher compare most accented names byte by byte instead of through Foundation.
enum LatinOneFolding {
    /// What each character from U+00C0 to U+00FF folds to (lower case); a space separates words.
    private static let folds: [[UInt8]] = [
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
        "d", "n", "o", "o", "o", "o", "o", " ", "o", "u", "u", "u", "u", "y", "th", "ss",
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
        "d", "n", "o", "o", "o", "o", "o", " ", "o", "u", "u", "u", "u", "y", "th", "y",
    ].map { Array($0.utf8) }

    /// Writes the folded text into `output` (at least as long as `text`: no fold is longer than the
    /// two bytes it replaces) and says how many bytes it wrote; nil when the text holds any other
    /// character outside ASCII (those go through Foundation's folding).
    static func fold(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var written = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte < 0x80 {
                output[written] = byte
                written += 1
                index += 1
                continue
            }
            guard byte == 0xC3, index + 1 < text.count, (0x80...0xBF).contains(text[index + 1]) else { return nil }
            // A combining mark after the letter would fold with it: leave such text to Foundation.
            if index + 2 < text.count, text[index + 2] == 0xCC || text[index + 2] == 0xCD { return nil }
            for folded in folds[Int(text[index + 1] - 0x80)] {
                output[written] = folded
                written += 1
            }
            index += 2
        }
        return written
    }
}

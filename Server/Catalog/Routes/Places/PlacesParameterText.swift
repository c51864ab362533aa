import Foundation

/// The text of Places parameters, read as Foundation reads it but without its bridging where nothing
/// needs it: nearly every parameter has no escape and nothing to trim, and Foundation's decoding and
/// trimming of them were a twentieth of a nearby search.
enum PlacesParameterText {
    /// `+` read as a space, then percent escapes decoded; when they cannot be, the text with its spaces.
    /// Only ASCII text without escapes is read here. Foundation reads the rest: its repairs of bytes that
    /// are not UTF-8 are its own, and it keeps a `+` that a combining mark follows.
    static func decoded(_ text: Substring) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != percent }) else {
            let spaced = text.replacingOccurrences(of: "+", with: " ")
            return spaced.removingPercentEncoding ?? spaced
        }
        guard text.utf8.contains(plus) else { return String(text) }
        return String(decoding: text.utf8.map { $0 == plus ? space : $0 }, as: UTF8.self)
    }

    /// `text` without white space (and, with `newlines`, line breaks) at either end, as Foundation's
    /// `whitespaces` and `whitespacesAndNewlines` trim. Text that starts and ends with a visible ASCII
    /// character is returned as it is: neither set holds one.
    static func trimmed(_ text: String, newlines: Bool) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) {
            return text
        }
        return text.trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
    }

    private static let plus = UInt8(ascii: "+")
    private static let percent = UInt8(ascii: "%")
    private static let space = UInt8(ascii: " ")

    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}

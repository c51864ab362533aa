import Foundation

/// The text of Places parameters, read as Foundation reads it but without its bridging where nothing
/// needs it: nearly every parameter has no escape and nothing to trim, and Foundation's decoding and
/// trimming of them were a twentieth of a nearby search.
enum PlacesParameterText {
    /// `+` read as a space, then percent escapes decoded; when they cannot be, the text with its spaces.
    /// Escapes, rare in these parameters, are left to Foundation, whose repairs of bytes that are not
    /// UTF-8 are its own.
    static func decoded(_ text: Substring) -> String {
        guard text.utf8.contains(percent) else {
            guard text.utf8.contains(plus) else { return String(text) }
            return String(decoding: text.utf8.map { $0 == plus ? space : $0 }, as: UTF8.self)
        }
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// `text` without the characters of `set` at either end. Text that starts and ends with a visible
    /// ASCII character is returned as it is: no character set trims those.
    static func trimmed(_ text: String, _ set: CharacterSet) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) {
            return text
        }
        return text.trimmingCharacters(in: set)
    }

    private static let plus = UInt8(ascii: "+")
    private static let percent = UInt8(ascii: "%")
    private static let space = UInt8(ascii: " ")

    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}

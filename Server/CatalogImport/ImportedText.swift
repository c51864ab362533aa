import Foundation

/// Text read from someone else's file, made fit to store and show: control characters (terminal escape
/// sequences, NUL, line breaks) and bidirectional overrides are removed, spaces trimmed, and the length
/// capped, so one record can neither garble a screen nor bloat every answer it appears in.
enum ImportedText {
    static let maximumLength = 500

    /// nil when nothing is left.
    static func clean(_ text: String) -> String? {
        if isClean(text) { return text }
        let kept = text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
            default: true
            }
        }
        let cleaned = String(String.UnicodeScalarView(kept)).trimmingCharacters(in: .whitespaces)
        guard !cleaned.isEmpty else { return nil }
        return String(cleaned.prefix(maximumLength))
    }

    /// Without surrounding whitespace and line breaks; the text itself when it has none (most values),
    /// which Foundation's trimming would copy.
    static func trimmed(_ text: some StringProtocol) -> String {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              isWhitespace(first) || isWhitespace(last)
        else { return String(text) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// ASCII is judged by its value, without looking up Unicode properties (most values end in ASCII).
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return scalar == " " || (0x09...0x0D).contains(scalar.value)
    }

    /// Printable ASCII without surrounding spaces, within the length (most of an export's values):
    /// nothing to remove, trim or cap.
    static func isClean(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20, bytes.count <= maximumLength else { return false }
        return bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }
}

/// The one rule for text the server accepts, used by every route that takes text: none of the
/// bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make text display in
/// another order than it is stored, and
///
/// * `multiline` (review text): no control characters except newline and tab;
/// * `singleLine` (names, emails, ids, search text): no control characters at all.
package enum TextRule: Sendable {
    case singleLine
    case multiline

    /// What is wrong with `text` (to follow the field's name in a reason), or nil when it is acceptable.
    package func violation(in text: String) -> String? {
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                if self == .multiline, scalar == "\n" || scalar == "\t" { continue }
                return self == .multiline
                    ? "must not contain control characters other than newlines and tabs"
                    : "must not contain control characters"
            }
            if Self.bidiFormatting.contains(scalar.value) {
                return "must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)"
            }
        }
        return nil
    }

    private static let bidiFormatting: Set<UInt32> = Set(0x202A...0x202E).union(0x2066...0x2069)
}

/// Text a server or another user chose, made safe to print on a terminal. Escape sequences are removed
/// whole (an OSC 52 or a window title leaves no trace, not just its ESC byte), and so are the other
/// C0 and C1 controls and the bidi overrides and isolates that make text read differently than it is.
public enum TerminalText {
    /// For text that may span lines (a review): newlines and tabs stay.
    public static func safe(_ text: String) -> String {
        clean(text, lineBreaks: .kept, keepsStyling: false)
    }

    /// For a field shown on one line (a name, an id, a table cell): every line break and tab becomes a
    /// space, so the field cannot add rows of its own.
    public static func line(_ text: String) -> String {
        clean(text, lineBreaks: .spaces, keepsStyling: false)
    }

    /// What a console writes, whoever made it. With `keepsStyling`, the console's own vocabulary survives
    /// (colour, erasing the line, going back to its start); everything else goes as in `safe(_:)`.
    public static func output(_ text: String, keepsStyling: Bool) -> String {
        clean(text, lineBreaks: .kept, keepsStyling: keepsStyling)
    }

    private enum LineBreaks {
        case kept
        case spaces
    }

    private static func clean(_ text: String, lineBreaks: LineBreaks, keepsStyling: Bool) -> String {
        guard text.unicodeScalars.contains(where: needsCare) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let end = TerminalEscapeSequence.end(in: scalars, startingAt: index) {
                if keepsStyling, TerminalEscapeSequence.isStyling(scalars[index..<end]) {
                    result.append(contentsOf: scalars[index..<end])
                }
                index = end
                continue
            }
            switch (scalar.value, lineBreaks) {
            case (0x0A, .kept), (0x09, .kept):
                result.append(scalar)
            case (0x0D, .kept) where keepsStyling:
                result.append(scalar)
            case (0x0D, .spaces) where index + 1 < scalars.count && scalars[index + 1] == "\n":
                break
            case (0x09...0x0D, .spaces), (0x85, .spaces), (0x2028...0x2029, .spaces):
                result.append(" ")
            case (0x85, .kept), (0x2028...0x2029, .kept):
                result.append("\n")
            default:
                if !isRemoved(scalar) { result.append(scalar) }
            }
            index += 1
        }
        return String(result)
    }

    private static func needsCare(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || isRemoved(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

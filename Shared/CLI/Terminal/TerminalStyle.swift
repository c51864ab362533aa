/// ANSI styling that is a no-op when colour is off.
public struct TerminalStyle: Sendable, Equatable {
    public enum Attribute: String, Sendable {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
    }

    public static let plain = TerminalStyle(colorsEnabled: false)
    public static let colored = TerminalStyle(colorsEnabled: true)

    public let colorsEnabled: Bool

    public init(colorsEnabled: Bool) {
        self.colorsEnabled = colorsEnabled
    }

    public func apply(_ attribute: Attribute, to text: String) -> String {
        guard colorsEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(attribute.rawValue)m\(text)\u{1B}[0m"
    }

    /// `text` without ANSI escape sequences, for measuring what a person sees.
    public static func visible(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

import Foundation
import Shared

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

    /// `text` as an OSC 8 hyperlink to `url` (terminals that know them make it clickable; others show the
    /// text), where styling is on and `url` is a map page's link; else `text` as it is.
    public func link(_ text: String, to url: URL?) -> String {
        guard colorsEnabled, !text.isEmpty, let url, Self.isLinkable(url.absoluteString) else { return text }
        return "\u{1B}]8;;\(url.absoluteString)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }

    /// A map page's link (`MapLinks.isMapPage`) of printable ASCII only: nothing in it can end the
    /// sequence early, and no other link can be made to look like one of ours.
    static func isLinkable(_ link: String) -> Bool {
        link.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) } && URL(string: link).map(MapLinks.isMapPage) == true
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

/// How many terminal columns text takes: wide (CJK, emoji) characters take two.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        TerminalStyle.visible(text).reduce(0) { $0 + of($1) }
    }

    public static func of(_ character: Character) -> Int {
        character.unicodeScalars.contains(where: isWide) ? 2 : 1
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1FAFF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}

/// Which pictures the terminal draws, from its answer to `query` (the kitty graphics query, then the
/// device attributes request, which every terminal answers): kitty's OK, else iTerm2 by its
/// environment, else sixels when the attributes include 4, else half-blocks.
public enum TerminalGraphicsDetector {
    /// A 1×1 kitty query image (id 31, never shown), then DA1.
    public static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"

    public static func graphics(answer: String?, environment: [String: String]) -> TerminalGraphics {
        if let answer, answer.contains("\u{1B}_Gi=31;OK") { return .kitty }
        if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iterm }
        if let answer, deviceAttributes(in: answer).contains("4") { return .sixel }
        return .blocks
    }

    /// Whether `answer` is whole: it ends with the device attributes, which come after kitty's reply.
    public static func isComplete(_ answer: String) -> Bool {
        answer.range(of: "\u{1B}[?") != nil && answer.hasSuffix("c")
    }

    /// The attributes of a `ESC [ ? 62 ; 4 ; 22 c` answer.
    static func deviceAttributes(in answer: String) -> [String] {
        guard let start = answer.range(of: "\u{1B}[?", options: .backwards) else { return [] }
        let rest = answer[start.upperBound...]
        guard let end = rest.firstIndex(of: "c") else { return [] }
        return rest[..<end].split(separator: ";").map(String.init)
    }
}

import XCTest

/// What a hostile server puts in a text field: a clipboard write (OSC 52), a window title, a C1 control
/// sequence, a bidi override and a line break that would add a row of its own.
public enum HostileText {
    public static let value = "Evil\(sequences)\nFake row"
    /// The part that would drive the terminal: clipboard, window title, clear screen, right-to-left.
    public static let sequences = "\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}]0;owned\u{1B}\\\u{9B}2J\u{202E}"

    /// Fails unless `printed` shows the hostile fields (their visible part, "Evil") while nothing of what
    /// they carried can act on the terminal or pose as a row. JSON keeps the sequences' text, escaped
    /// (`\\u001B`), as data.
    public static func assertHarmless(_ printed: String, asJSON: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(printed.contains("Evil"), "The hostile fields were not shown at all:\n\(printed)", file: file, line: line)
        let acting = printed.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
        XCTAssertTrue(acting.isEmpty, "Controls reached the terminal: \(acting.map { String($0.value, radix: 16) })", file: file, line: line)
        for payload in ["52;c", "0;owned", "2J"] where !asJSON {
            XCTAssertFalse(printed.contains(payload), "A sequence's payload (\(payload)) was printed:\n\(printed)", file: file, line: line)
        }
        let fakeRows = printed.split(separator: "\n").filter { $0.hasPrefix("Fake row") }
        XCTAssertTrue(fakeRows.isEmpty, "A field added rows of its own:\n\(printed)", file: file, line: line)
    }
}

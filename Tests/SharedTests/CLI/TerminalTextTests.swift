import SharedCLI
import XCTest

final class TerminalTextTests: XCTestCase {
    private let clipboardWrite = "\u{1B}]52;c;ZWNobyBoaQ==\u{07}"
    private let windowTitle = "\u{1B}]0;pwned\u{1B}\\"

    func test_safe_removesWholeEscapeSequencesNotJustTheirEscapeByte() {
        XCTAssertEqual(TerminalText.safe("A\(clipboardWrite)B\(windowTitle)C\u{1B}[2JD\u{1B}cE\u{1B}(BF"), "ABCDEF")
    }

    func test_safe_removesC1SequencesAndControls() {
        XCTAssertEqual(TerminalText.safe("A\u{9B}31mB\u{9D}0;title\u{9C}C\u{85}\u{90}q\u{1B}\\D\u{07}\u{7F}"), "ABC\nD")
    }

    func test_safe_removesBidiOverridesAndIsolates() {
        XCTAssertEqual(TerminalText.safe("evil\u{202E}txt.exe\u{2066}x\u{2069}"), "eviltxt.exex")
    }

    func test_safe_keepsNewlinesTabsAndEveryScript() {
        XCTAssertEqual(TerminalText.safe("Caf\u{E9}\tПлов\nשלום \u{1F35D}\r\n"), "Caf\u{E9}\tПлов\nשלום \u{1F35D}\n")
    }

    func test_safe_dropsAnUnterminatedStringSequenceToTheEnd() {
        XCTAssertEqual(TerminalText.safe("Name\u{1B}]52;c;endless"), "Name")
    }

    func test_line_turnsEveryLineBreakAndTabIntoOneSpace() {
        XCTAssertEqual(TerminalText.line("Tasca\nFake row\r\nA\tB\u{2028}C\u{85}D\rE"), "Tasca Fake row A B C D E")
    }

    func test_line_leavesPlainTextAlone() {
        XCTAssertEqual(TerminalText.line("Tasca do Zé"), "Tasca do Zé")
    }

    func test_output_keepsOnlyTheConsolesOwnStylingWhenStylingIsOn() {
        let written = "\r\u{1B}[2K\u{1B}[1;33m★\u{1B}[0m\(clipboardWrite)\u{1B}[?1049h\u{1B}[5;5H"

        XCTAssertEqual(TerminalText.output(written, keepsStyling: true), "\r\u{1B}[2K\u{1B}[1;33m★\u{1B}[0m")
        XCTAssertEqual(TerminalText.output(written, keepsStyling: false), "★")
    }
}

import SharedCLI
import XCTest

final class TerminalTextTests: XCTestCase {
    func test_safe_dropsControlCharactersButKeepsNewlinesTabsAndUnicode() {
        XCTAssertEqual(TerminalText.safe("Caf\u{E9}\t\u{1B}[2Jok\u{07}\nnext\u{9B}1m \u{1F35D}"), "Caf\u{E9}\t[2Jok\nnext1m \u{1F35D}")
    }

    func test_safe_leavesPlainTextAlone() {
        XCTAssertEqual(TerminalText.safe("Tasca do Zé"), "Tasca do Zé")
    }
}

import Foundation
@testable import SharedCLI
import TestSupport
import XCTest

/// OSC 8 hyperlinks: written only with styling on, to plain http(s) links, and the only OSC sequence the
/// console's gate lets through.
final class TerminalHyperlinkTests: XCTestCase {
    private let url = URL(string: "https://www.openstreetmap.org/?mlat=38.7&mlon=-9.1#map=19/38.7/-9.1")!

    func test_link_wrapsTheTextWithStylingOnAndLeavesItPlainOtherwise() {
        XCTAssertEqual(TerminalStyle.colored.link("Tasca", to: url), "\u{1B}]8;;\(url.absoluteString)\u{1B}\\Tasca\u{1B}]8;;\u{1B}\\")
        XCTAssertEqual(TerminalStyle.plain.link("Tasca", to: url), "Tasca")
        XCTAssertEqual(TerminalStyle.colored.link("Tasca", to: nil), "Tasca")
    }

    func test_link_refusesALinkThatIsNotPlainHTTP() {
        for link in ["javascript:alert(1)", "file:///etc/passwd", "mailto:a@b.example"] {
            XCTAssertEqual(TerminalStyle.colored.link("Tasca", to: URL(string: link)), "Tasca", link)
        }
        XCTAssertFalse(TerminalStyle.isLinkable("https://a.example/with space"))
        XCTAssertFalse(TerminalStyle.isLinkable("https://evil.example/"), "only map pages are linked")
        XCTAssertFalse(TerminalStyle.isLinkable("https://a.example/\u{1B}\\"))
    }

    func test_consoleGate_letsItsOwnLinksThroughOnATerminalAndNoneWhenPiped() {
        let onTerminal = TestConsole(colors: true), piped = TestConsole(colors: false)
        let linked = TerminalStyle.colored.link("Tasca", to: url)

        onTerminal.console.output.write(linked)
        piped.console.output.write(linked)

        XCTAssertEqual(onTerminal.output.text, linked)
        XCTAssertEqual(piped.output.text, "Tasca")
    }

    func test_consoleGate_dropsAHyperlinkToAnythingButAPlainHTTPLinkAndOtherOSCSequences() {
        let terminal = TestConsole(colors: true)

        terminal.console.output.write(
            "\u{1B}]8;;javascript:alert(1)\u{1B}\\evil\u{1B}]8;;\u{1B}\\ \u{1B}]52;c;aGk=\u{07}clip \u{1B}]8;;https://evil.example/\u{1B}\\x"
        )

        XCTAssertEqual(terminal.output.text, "evil\u{1B}]8;;\u{1B}\\ clip x", "only the harmless end of a link is left")
    }

    func test_table_padsALinkedCellByItsVisibleTextOnly() {
        let table = TextTable(columns: [.init("NAME"), .init("ID")])

        let text = table.render(rows: [[TextTable.Cell("Tasca", link: url), "a"], ["Longer name", "b"]], style: .colored)

        let visible = TerminalStyle.visible(text.replacingOccurrences(of: "\u{1B}]8;;\(url.absoluteString)\u{1B}\\", with: "").replacingOccurrences(of: "\u{1B}]8;;\u{1B}\\", with: ""))
        XCTAssertTrue(visible.contains("Tasca        a"), visible)
        XCTAssertTrue(text.contains("\u{1B}]8;;\(url.absoluteString)\u{1B}\\Tasca\u{1B}]8;;\u{1B}\\"), text)
    }
}

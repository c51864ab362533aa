import SharedCLI
import XCTest

final class TextTableTests: XCTestCase {
    func test_render_alignsColumnsUnderTheirHeaders() {
        let sut = TextTable(columns: [.init("NAME"), .init("RATING", alignment: .right)])

        let text = sut.render(rows: [["Tasca", "4.6"], ["Ze", "10.0"]], style: .plain)

        XCTAssertEqual(text, """
        NAME   RATING
        Tasca     4.6
        Ze       10.0

        """)
    }

    func test_render_cutsCellsLongerThanTheColumnMaximumWithAnEllipsis() {
        let sut = TextTable(columns: [.init("NAME", maxWidth: 6), .init("ID")])

        let text = sut.render(rows: [["Restaurant Name", "a1"]], style: .plain)

        XCTAssertEqual(text.split(separator: "\n").last, "Resta…  a1")
    }

    func test_render_measuresWideCharactersAsTwoColumns() {
        let sut = TextTable(columns: [.init("NAME"), .init("ID")])

        let text = sut.render(rows: [["寿司", "x"], ["abcd", "y"]], style: .plain)

        XCTAssertEqual(text, "NAME  ID\n寿司  x\nabcd  y\n")
    }

    func test_render_usesNoEscapeCodesWhenColourIsOff() {
        let sut = TextTable(columns: [.init("NAME")])

        let text = sut.render(rows: [[TextTable.Cell("open", attribute: .green)]], style: .plain)

        XCTAssertFalse(text.contains("\u{1B}"))
    }

    func test_render_colorsCellsWithoutBreakingAlignmentWhenColourIsOn() {
        let sut = TextTable(columns: [.init("A"), .init("B")])

        let text = sut.render(rows: [[TextTable.Cell("open", attribute: .green), "x"]], style: .colored)

        XCTAssertTrue(text.contains("\u{1B}[32mopen\u{1B}[0m"))
        XCTAssertEqual(TerminalStyle.visible(text), "A     B\nopen  x\n")
    }
}

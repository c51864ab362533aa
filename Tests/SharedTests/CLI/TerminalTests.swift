import SharedCLI
import XCTest

final class TerminalTests: XCTestCase {
    func test_colorsEnabled_isTrueOnATerminalWithNothingAgainstIt() {
        XCTAssertTrue(Terminal.colorsEnabled(isTerminal: true, noColorFlag: false, environment: [:]))
    }

    func test_colorsEnabled_isFalseWhenNotATerminal() {
        XCTAssertFalse(Terminal.colorsEnabled(isTerminal: false, noColorFlag: false, environment: [:]))
    }

    func test_colorsEnabled_isFalseWhenNO_COLORIsSet() {
        XCTAssertFalse(Terminal.colorsEnabled(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": "1"]))
    }

    func test_colorsEnabled_ignoresAnEmptyNO_COLOR() {
        XCTAssertTrue(Terminal.colorsEnabled(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": ""]))
    }

    func test_colorsEnabled_isFalseWithTheNoColorFlag() {
        XCTAssertFalse(Terminal.colorsEnabled(isTerminal: true, noColorFlag: true, environment: [:]))
    }

    func test_visible_removesEscapeSequences() {
        XCTAssertEqual(TerminalStyle.visible(TerminalStyle.colored.apply(.bold, to: "hi") + "!"), "hi!")
    }

    func test_apply_leavesTextAloneWhenColoursAreOff() {
        XCTAssertEqual(TerminalStyle.plain.apply(.red, to: "hi"), "hi")
    }
}

import SharedCLI
import XCTest

final class TerminalGraphicsDetectorTests: XCTestCase {
    func test_graphics_isKittyWhenTheTerminalAnswersTheKittyQueryOK() {
        let answer = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c"

        XCTAssertEqual(TerminalGraphicsDetector.graphics(answer: answer, environment: [:]), .kitty)
    }

    func test_graphics_isITermByItsEnvironmentAndSixelsWhenTheAttributesInclude4() {
        XCTAssertEqual(TerminalGraphicsDetector.graphics(answer: "\u{1B}[?62;4;22c", environment: ["LC_TERMINAL": "iTerm2"]), .iterm)
        XCTAssertEqual(TerminalGraphicsDetector.graphics(answer: nil, environment: ["TERM_PROGRAM": "iTerm.app"]), .iterm)
        XCTAssertEqual(TerminalGraphicsDetector.graphics(answer: "\u{1B}[?62;4;22c", environment: [:]), .sixel)
    }

    func test_graphics_isHalfBlocksWithoutAnAnswerOrWithAnErrorOrNoSixels() {
        XCTAssertEqual(TerminalGraphicsDetector.graphics(answer: nil, environment: [:]), .blocks)
        XCTAssertEqual(TerminalGraphicsDetector.graphics(answer: "\u{1B}_Gi=31;ENOTSUPPORTED\u{1B}\\\u{1B}[?1;2c", environment: [:]), .blocks)
        XCTAssertEqual(TerminalGraphicsDetector.graphics(answer: "\u{1B}[?64;42c", environment: [:]), .blocks)
    }

    func test_isComplete_onceTheDeviceAttributesHaveEnded() {
        XCTAssertFalse(TerminalGraphicsDetector.isComplete("\u{1B}_Gi=31;OK\u{1B}\\"))
        XCTAssertFalse(TerminalGraphicsDetector.isComplete("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;2"))
        XCTAssertTrue(TerminalGraphicsDetector.isComplete("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c"))
    }
}

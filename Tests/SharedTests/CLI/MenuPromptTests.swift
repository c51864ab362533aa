import SharedCLI
import TestSupport
import XCTest

final class MenuPromptTests: XCTestCase {
    func test_choose_throwsQuitRequestedForQOrQuitInAnyCase() {
        for answer in ["q", " Q ", "quit", "Quit"] {
            let sut = makeSUT(lines: [answer])

            XCTAssertThrowsError(try sut.choose("Pick: "), "for \(answer)") { error in
                XCTAssertEqual(error as? QuitRequested, QuitRequested())
            }
        }
    }

    func test_choose_returnsAnyOtherAnswerTrimmedAndNilAtTheEndOfInput() throws {
        let sut = makeSUT(lines: [" 2 ", "", "queso"])

        XCTAssertEqual(try sut.choose("Pick: "), "2")
        XCTAssertEqual(try sut.choose("Pick: "), "")
        XCTAssertEqual(try sut.choose("Pick: "), "queso")
        XCTAssertNil(try sut.choose("Pick: "))
    }

    // MARK: - Helpers

    private func makeSUT(lines: [String]) -> MenuPrompt {
        MenuPrompt(console: TestConsole(interactive: true, input: ScriptedInput(lines: lines)).console)
    }
}

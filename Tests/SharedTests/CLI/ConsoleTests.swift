import SharedCLI
import TestSupport
import XCTest

final class ConsoleTests: XCTestCase {
    func test_write_letsNothingAServerChoseActOnTheTerminalEvenWhenAViewForgotToCleanIt() {
        let (sut, output, errors) = makeSUT(colors: false)

        sut.output.writeLine("Name: Evil\(HostileText.sequences)")
        sut.errors.write(ErrorPresenter.render(UserFacingMessage("Google said: Evil\(HostileText.sequences)", hint: HostileText.sequences), style: sut.errorStyle))

        HostileText.assertHarmless(output.text)
        HostileText.assertHarmless(errors.text)
    }

    func test_write_keepsTheConsolesOwnStylingButNoOtherSequenceWhenColourIsOn() {
        let (sut, output, _) = makeSUT(colors: true)

        sut.output.writeLine(sut.style.apply(.bold, to: "Tasca") + "\u{1B}]52;c;cHduZWQ=\u{07}")

        XCTAssertEqual(output.text, "\u{1B}[1mTasca\u{1B}[0m\n")
    }

    func test_errors_showAServersWordsInAnErrorOnItsOwnLines() {
        let (sut, _, errors) = makeSUT(colors: false)

        sut.errors.write(ErrorPresenter.render(UserFacingMessage("Google said: \(HostileText.value)", hint: HostileText.value), style: sut.errorStyle))

        HostileText.assertHarmless(errors.text)
        XCTAssertEqual(errors.lines.count, 2, errors.text)
    }

    private func makeSUT(colors: Bool) -> (Console, BufferedOutput, BufferedOutput) {
        let terminal = TestConsole(colors: colors)
        return (terminal.console, terminal.output, terminal.errors)
    }
}

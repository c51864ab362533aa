import SharedCLI
import TestSupport
import XCTest

final class ProgressIndicatorTests: XCTestCase {
    func test_run_drawsNothingWhenStderrIsNotATerminal() async throws {
        let terminal = TestConsole()

        let result = try await ProgressIndicator.run("Loading", on: terminal.console) {
            try await Task.sleep(for: .milliseconds(300))
            return 42
        }

        XCTAssertEqual(result, 42)
        XCTAssertEqual(terminal.errors.text, "")
    }

    func test_run_clearsItsLineWhenProgressIsShown() async throws {
        let errors = BufferedOutput()
        let console = Console(output: BufferedOutput(), errors: errors, showsProgress: true)

        _ = try await ProgressIndicator.run("Loading", on: console) {
            // Slow work: it lasts until the spinner has drawn (or five seconds pass).
            for _ in 0..<100 where !errors.text.contains("Loading") {
                try await Task.sleep(for: .milliseconds(50))
            }
            return 1
        }

        XCTAssertTrue(errors.text.contains("Loading"))
        XCTAssertTrue(errors.text.hasSuffix("\r\u{1B}[2K"))
    }
}

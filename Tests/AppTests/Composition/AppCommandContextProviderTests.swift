@testable import FoodybiteApp
import SharedCLI
import XCTest

@MainActor
final class AppCommandContextProviderTests: XCTestCase {
    func test_makeConsole_showsProgressOnlyOnATerminalThatTakesEscapesAndNeitherForJSONNorVerbose() async throws {
        let onTerminal = { (environment: [String: String], arguments: [String]) throws -> Bool in
            AppCommandContextProvider(environment: environment, isTerminal: { _ in true }).makeConsole(for: try GlobalOptions.parse(arguments)).showsProgress
        }

        XCTAssertTrue(try onTerminal(["TERM": "xterm-256color"], []))
        XCTAssertFalse(try onTerminal(["TERM": "dumb"], []))
        XCTAssertFalse(try onTerminal(["TERM": "xterm", "NO_COLOR": "1"], []))
        XCTAssertFalse(try onTerminal(["TERM": "xterm"], ["--no-color"]))
        XCTAssertFalse(try onTerminal(["TERM": "xterm"], ["--json"]))
        XCTAssertFalse(try onTerminal(["TERM": "xterm"], ["--verbose"]))
        let piped = AppCommandContextProvider(environment: ["TERM": "xterm"], isTerminal: { _ in false }).makeConsole(for: try GlobalOptions.parse([]))
        XCTAssertFalse(piped.showsProgress)
    }
}

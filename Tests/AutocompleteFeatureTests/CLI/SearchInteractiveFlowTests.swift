import AutocompleteFeature
import Foundation
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class SearchInteractiveFlowTests: XCTestCase {
    func test_asksWhatToSearchForThenOpensAMatch() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["tasca", "1", ""]))
        let service = SearchViewModelTests.ServiceSpy()
        service.predictions = [AutocompletePrediction(restaurantID: "ChIJ1", text: "Tasca")]
        var opened: [String] = []
        let builder = makeSearchModuleBuilder(terminal: terminal, service: service)

        try await builder.buildModule(with: SearchInput(text: ""), navigation: SearchNavigation { opened.append($0) }).start()

        XCTAssertEqual(service.calls.map(\.input), ["tasca"])
        XCTAssertEqual(opened, ["ChIJ1"])
        XCTAssertTrue(terminal.errors.text.contains("Search for: "))
    }

    func test_quit_endsTheInteractiveFlowAtTheSearchTextToo() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["q"]))
        let service = SearchViewModelTests.ServiceSpy()
        let builder = makeSearchModuleBuilder(terminal: terminal, service: service)
        let sut = try builder.buildModule(with: SearchInput(text: ""), navigation: SearchNavigation { _ in })

        await assertThrowsAsync(QuitRequested()) { try await sut.start() }

        XCTAssertEqual(service.calls.count, 0, "q searches nothing")
    }

    func test_quit_endsTheInteractiveFlowFromTheMatches() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["tasca", "q", "1"]))
        let service = SearchViewModelTests.ServiceSpy()
        service.predictions = [AutocompletePrediction(restaurantID: "ChIJ1", text: "Tasca")]
        var opened: [String] = []
        let builder = makeSearchModuleBuilder(terminal: terminal, service: service)
        let sut = try builder.buildModule(with: SearchInput(text: ""), navigation: SearchNavigation { opened.append($0) })

        await assertThrowsAsync(QuitRequested()) { try await sut.start() }

        XCTAssertEqual(opened, [])
    }
}

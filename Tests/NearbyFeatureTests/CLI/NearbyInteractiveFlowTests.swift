import Foundation
@testable import NearbyFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// The nearby list in the interactive flow, driven by typed answers without a terminal.
@MainActor
final class NearbyInteractiveFlowTests: XCTestCase {
    func test_pick_opensTheChosenRestaurantThenShowsTheListAgainUntilEnter() async throws {
        let (sut, service, terminal, opened) = makeSUT(lines: ["2", "99", ""])
        service.result = .success(.live([makeRestaurant("a", rating: 5), makeRestaurant("b", rating: 4)]))

        try await sut.start()

        XCTAssertEqual(opened.ids, ["b"])
        XCTAssertEqual(service.queries.count, 1)
        XCTAssertEqual(terminal.output.text.components(separatedBy: "best rated first:").count - 1, 2, "The list is shown again after coming back")
        XCTAssertTrue(terminal.errors.text.contains("Type a number from the list"))
    }

    func test_reload_asksTheServiceAgain() async throws {
        let (sut, service, _, opened) = makeSUT(lines: ["r"])

        try await sut.start()

        XCTAssertEqual(service.queries.count, 2)
        XCTAssertEqual(opened.ids, [])
    }

    func test_quit_endsTheInteractiveFlowFromTheList() async {
        let (sut, service, terminal, opened) = makeSUT(lines: ["q", "1"])
        service.result = .success(.live([makeRestaurant("a")]))

        await assertThrowsAsync(QuitRequested()) { try await sut.start() }

        XCTAssertEqual(opened.ids, [])
        XCTAssertFalse(terminal.errors.text.contains("Type a number from the list"))
    }

    func test_withoutATerminal_theListIsShownOnceAndNothingIsAsked() async throws {
        let (sut, service, terminal, opened) = makeSUT(lines: ["1"], interactive: false)
        service.result = .success(.live([makeRestaurant("a")]))

        try await sut.start()

        XCTAssertEqual(opened.ids, [])
        XCTAssertEqual(terminal.errors.text, "")
    }

    func test_filters_searchesAgainWithTheWordsAndOptionsTypedAndSaysWhyWhenTheyAreNoSearch() async throws {
        let (sut, service, terminal, _) = makeSUT(lines: ["f", "--diet paleo", "f", "\"vegan ramen\" --open-now --diet vegetarian --wheelchair", ""])
        service.result = .success(.live([makeRestaurant("a")]))

        try await sut.start()

        XCTAssertEqual(service.queries.count, 2, "the refused filters search nothing")
        let typed = try XCTUnwrap(service.queries.last)
        XCTAssertEqual(typed.what, "vegan ramen")
        XCTAssertTrue(typed.openNow)
        XCTAssertEqual(typed.requirements, [.vegetarian, .wheelchair])
        XCTAssertTrue(terminal.errors.text.contains("--diet must be one or more of"), terminal.errors.text)
    }

    func test_typedArguments_splitAtSpacesKeepingQuotedOnesWholeAndRefuseAnOpenQuote() {
        XCTAssertEqual(TypedArguments.split(#"  pizza near "Rua Augusta, Lisboa" --open-now 'a b' "#), ["pizza", "near", "Rua Augusta, Lisboa", "--open-now", "a b"])
        XCTAssertEqual(TypedArguments.split("\"\""), [""], "an empty quoted argument")
        XCTAssertEqual(TypedArguments.split(""), [])
        XCTAssertNil(TypedArguments.split(#"pizza "near"#))
    }

    // MARK: - Helpers

    @MainActor
    final class OpenedSpy {
        var ids: [String] = []
    }

    private func makeSUT(lines: [String], interactive: Bool = true) -> (Module<Void>, NearbyServiceSpy, TestConsole, OpenedSpy) {
        let terminal = TestConsole(interactive: interactive, input: ScriptedInput(lines: lines))
        let service = NearbyServiceSpy()
        let opened = OpenedSpy()
        let builder = NearbyModuleBuilder(
            service: service, locationProvider: LocationStub(), criteriaProvider: CriteriaStub(), distance: FlatDistance(),
            coverageProvider: nil, console: terminal.console
        )
        let module = try! builder.buildModule(with: NearbyInput(), navigation: NearbyNavigation { id in opened.ids.append(id) })
        return (module, service, terminal, opened)
    }
}

@testable import FavouritesFeature
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class FavouritesInteractiveFlowTests: XCTestCase {
    func test_list_opensTheFavouritePickedThenShowsTheListAgainUntilEnter() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["9", "2", ""]))
        let sut = FavouritesModuleBuilder(
            store: FavouritesStoreSpy([makeFavourite("a"), makeFavourite("b")]), lookup: RestaurantLookupStub(), console: terminal.console, now: { now }
        )
        var opened: [String] = []

        try await sut.buildListModule(navigation: FavouritesNavigation { opened.append($0) }).start()

        XCTAssertEqual(opened, ["b"])
        XCTAssertTrue(terminal.errors.text.contains("Type a number from the list, or nothing."), terminal.errors.text)
        XCTAssertEqual(terminal.output.lines.filter { $0.contains("★ Restaurant a") }.count, 2, "the list, then again after the page")
    }

    func test_list_ofNoFavouritesAsksNothing() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["1"]))
        let sut = FavouritesModuleBuilder(store: FavouritesStoreSpy(), lookup: RestaurantLookupStub(), console: terminal.console)
        var opened: [String] = []

        try await sut.buildListModule(navigation: FavouritesNavigation { opened.append($0) }).start()

        XCTAssertEqual(opened, [])
        XCTAssertFalse(terminal.errors.text.contains("Open a favourite"))
    }
}

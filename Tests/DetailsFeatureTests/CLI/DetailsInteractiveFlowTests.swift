import DetailsFeature
import Foundation
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class DetailsInteractiveFlowTests: XCTestCase {
    func test_write_leadsToAddingAReviewThenReloadsThePage() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["x", "w", ""]))
        let service = DetailsServiceSpy()
        var reviewed: [String] = []
        let container = DependencyManager()
        container.register(Console.self) { _ in terminal.console }
        container.register((any RestaurantDetailsService).self) { _ in service }
        container.register((any RestaurantReviewsProviding).self) { _ in ReviewsProviderStub() }
        let sut = try DetailsModuleBuilder(container: container, now: { referenceDate })
            .buildModule(restaurantID: "ChIJ1", navigation: DetailsNavigation { id in reviewed.append(id) })

        try await sut.start()

        XCTAssertEqual(reviewed, ["ChIJ1"])
        XCTAssertEqual(service.requestedIDs, ["ChIJ1", "ChIJ1"])
        XCTAssertTrue(terminal.errors.text.contains("Type w, or nothing to go back."))
    }

    func test_quit_endsTheInteractiveFlowFromThePage() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["quit", "w"]))
        var reviewed: [String] = []
        let container = DependencyManager()
        container.register(Console.self) { _ in terminal.console }
        container.register((any RestaurantDetailsService).self) { _ in DetailsServiceSpy() }
        container.register((any RestaurantReviewsProviding).self) { _ in ReviewsProviderStub() }
        let sut = try DetailsModuleBuilder(container: container, now: { referenceDate })
            .buildModule(restaurantID: "ChIJ1", navigation: DetailsNavigation { id in reviewed.append(id) })

        await assertThrowsAsync(QuitRequested()) { try await sut.start() }

        XCTAssertEqual(reviewed, [])
    }
}

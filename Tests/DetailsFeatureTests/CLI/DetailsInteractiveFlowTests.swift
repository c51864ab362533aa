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
        let builder = DetailsModuleBuilder(
            service: service, reviewsProvider: ReviewsProviderStub(), photoService: PhotoServiceStub(result: .failure(AnyError())),
            console: terminal.console, now: { referenceDate }
        )
        let sut = try builder
            .buildModule(restaurantID: "ChIJ1", navigation: DetailsNavigation { id in reviewed.append(id) })

        try await sut.start()

        XCTAssertEqual(reviewed, ["ChIJ1"])
        XCTAssertEqual(service.requestedIDs, ["ChIJ1", "ChIJ1"])
        XCTAssertTrue(terminal.errors.text.contains("Type w, p, o, or nothing to go back."), terminal.errors.text)
    }

    func test_quit_endsTheInteractiveFlowFromThePage() async throws {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: ["quit", "w"]))
        var reviewed: [String] = []
        let builder = DetailsModuleBuilder(
            service: DetailsServiceSpy(), reviewsProvider: ReviewsProviderStub(), photoService: PhotoServiceStub(result: .failure(AnyError())),
            console: terminal.console, now: { referenceDate }
        )
        let sut = try builder
            .buildModule(restaurantID: "ChIJ1", navigation: DetailsNavigation { id in reviewed.append(id) })

        await assertThrowsAsync(QuitRequested()) { try await sut.start() }

        XCTAssertEqual(reviewed, [])
    }
}

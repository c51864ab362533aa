import Foundation
import ReviewsFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class ReviewsInteractiveFlowTests: XCTestCase {
    func test_add_asksForTheStarsUntilValidThenALineOfText() async throws {
        let (sut, service, terminal) = makeSUT(lines: ["7", "4", "Lovely grilled fish"])

        try await sut.buildAddModule(restaurantID: "ChIJ1", stars: nil, text: .prompt).start()

        XCTAssertEqual(service.messages, [.add(restaurantID: "ChIJ1", text: "Lovely grilled fish", stars: 4, createdAt: now)])
        XCTAssertTrue(terminal.errors.text.contains("Type a whole number from 1 to 5."))
    }

    func test_add_postsNothingWhenTheStarsAreLeftEmpty() async throws {
        let (sut, service, _) = makeSUT(lines: [""])

        try await sut.buildAddModule(restaurantID: "ChIJ1", stars: nil, text: .prompt).start()

        XCTAssertEqual(service.messages, [])
    }

    func test_add_quitsTheInteractiveFlowOnQAtTheStars() async throws {
        let (sut, service, _) = makeSUT(lines: ["q", "4", "Lovely"])
        let module = try sut.buildAddModule(restaurantID: "ChIJ1", stars: nil, text: .prompt)

        await assertThrowsAsync(QuitRequested()) { try await module.start() }

        XCTAssertEqual(service.messages, [])
    }

    func test_add_goesBackWithoutPostingAtTheEndOfInputAtTheText() async throws {
        let (sut, service, terminal) = makeSUT(lines: ["4"])

        try await sut.buildAddModule(restaurantID: "ChIJ1", stars: nil, text: .prompt).start()

        XCTAssertEqual(service.messages, [])
        XCTAssertTrue(terminal.errors.text.contains("Nothing was posted."), terminal.errors.text)
    }

    func test_add_asksBeforePostingAReviewThatIsJustQAndQuitsOnASecondQ() async throws {
        let (posts, postsService, _) = makeSUT(lines: ["4", "q", "y"])
        let (quits, quitsService, _) = makeSUT(lines: ["4", "q", "q"])
        let (goesBack, goesBackService, _) = makeSUT(lines: ["4", "Q", ""])

        try await posts.buildAddModule(restaurantID: "ChIJ1", stars: nil, text: .prompt).start()
        let quitting = try quits.buildAddModule(restaurantID: "ChIJ1", stars: nil, text: .prompt)
        await assertThrowsAsync(QuitRequested()) { try await quitting.start() }
        try await goesBack.buildAddModule(restaurantID: "ChIJ1", stars: nil, text: .prompt).start()

        XCTAssertEqual(postsService.messages, [.add(restaurantID: "ChIJ1", text: "q", stars: 4, createdAt: now)])
        XCTAssertEqual(quitsService.messages, [])
        XCTAssertEqual(goesBackService.messages, [])
    }

    func test_add_keepsAReviewRefusedForAnEndedSessionForTheFlowToPostLater() async throws {
        let (sut, service, _) = makeSUT(lines: ["4", "Lovely grilled fish"])
        service.addError = FailureMessage("The session of this access token has ended.", kind: .unauthorised)

        await assertThrowsAsync(UnpostedReview(
            restaurantID: "ChIJ1", stars: 4, text: "Lovely grilled fish",
            reason: FailureMessage("The session of this access token has ended.", kind: .unauthorised)
        )) {
            try await sut.buildAddModule(restaurantID: "ChIJ1", stars: nil, text: .prompt).start()
        }
    }

    // MARK: - Helpers

    private func makeSUT(lines: [String]) -> (ReviewsModuleBuilder, ReviewsServiceSpy, TestConsole) {
        let terminal = TestConsole(interactive: true, input: ScriptedInput(lines: lines))
        let service = ReviewsServiceSpy()
        let sut = ReviewsModuleBuilder(addService: service, getService: service, editor: EditorStub(text: ""), console: terminal.console, now: { now })
        return (sut, service, terminal)
    }
}

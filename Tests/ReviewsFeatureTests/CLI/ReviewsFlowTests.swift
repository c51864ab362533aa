import ArgumentParser
import Foundation
@testable import ReviewsFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class ReviewsFlowTests: XCTestCase {
    nonisolated func test_parse_readsAddAndListWithGlobalOptions() throws {
        let add = try XCTUnwrap(ReviewsCommand.parseAsRoot(["add", "ChIJ1", "--stars", "5", "--text", "Great", "--json"]) as? AddReviewCommand)
        XCTAssertEqual(add.restaurantID, "ChIJ1")
        XCTAssertEqual(add.stars, 5)
        XCTAssertEqual(add.text, "Great")

        let list = try XCTUnwrap(ReviewsCommand.parseAsRoot(["list", "ChIJ1", "--mine"]) as? ListReviewsCommand)
        XCTAssertEqual(list.restaurantID, "ChIJ1")
        XCTAssertTrue(list.mine)
    }

    nonisolated func test_parse_refusesStarsOutsideOneToFive() {
        for stars in ["0", "6", "4.5"] {
            XCTAssertThrowsError(try ReviewsCommand.parseAsRoot(["add", "ChIJ1", "--stars", stars, "--text", "x"]), stars) { error in
                XCTAssertEqual(ReviewsCommand.exitCode(for: error), .validationFailure, stars)
            }
        }
    }

    nonisolated func test_parse_refusesAnEmptyIDAndEmptyOrLongTextAsUsageErrors() {
        let cases = [
            (["add", " ", "--stars", "5", "--text", "x"], "The restaurant id is empty."),
            (["add", "ChIJ1", "--stars", "5", "--text", "  "], "The review text is empty; nothing was posted."),
            (["add", "ChIJ1", "--stars", "5", "--text", String(repeating: "a", count: 2_001)], "The review text has 2001 characters; at most 2000 are allowed."),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try ReviewsCommand.parseAsRoot(arguments)) { error in
                XCTAssertEqual(ReviewsCommand.exitCode(for: error), .validationFailure)
                XCTAssertEqual(ReviewsCommand.message(for: error), expected)
            }
        }
    }

    func test_add_readsTheTextFromStdinWithoutATerminal() async throws {
        let (sut, service, terminal) = makeSUT(input: ScriptedInput(lines: ["Great food,", "friendly staff."]))

        try await sut.buildAddModule(restaurantID: "ChIJ1", stars: 5, text: .editorOrStandardInput).start()

        XCTAssertEqual(service.messages, [.add(restaurantID: "ChIJ1", text: "Great food,\nfriendly staff.", stars: 5, createdAt: now)])
        XCTAssertEqual(terminal.output.text, "Posted your ★★★★★ review of ChIJ1.\n")
    }

    func test_add_opensTheEditorOnATerminal() async throws {
        let (sut, service, _) = makeSUT(interactive: true, editor: EditorStub(text: "Written in vi\n"))

        try await sut.buildAddModule(restaurantID: "ChIJ1", stars: 3, text: .editorOrStandardInput).start()

        XCTAssertEqual(service.messages, [.add(restaurantID: "ChIJ1", text: "Written in vi", stars: 3, createdAt: now)])
    }

    func test_add_postsNothingWhenTheEditorLeavesTheTextEmpty() async throws {
        let (sut, service, _) = makeSUT(interactive: true, editor: EditorStub(text: "\n\n"))

        await assertThrowsAsync({ try await sut.buildAddModule(restaurantID: "ChIJ1", stars: 3, text: .editorOrStandardInput).start() }, inspect: { error in
            XCTAssertEqual(ErrorPresenter.message(for: error).exitStatus, .dataError)
        })
        XCTAssertEqual(service.messages, [])
    }

    func test_add_postsNothingWhenStdinHoldsNoText() async throws {
        let (sut, service, _) = makeSUT(input: ScriptedInput(lines: []))

        await assertThrowsAsync({ try await sut.buildAddModule(restaurantID: "ChIJ1", stars: 3, text: .editorOrStandardInput).start() }, inspect: { error in
            XCTAssertEqual(ErrorPresenter.message(for: error), UserFacingMessage("The review text is empty; nothing was posted.", exitStatus: .dataError))
        })
        XCTAssertEqual(service.messages, [])
    }

    func test_list_printsTheContractsJSONMarkedAsCached() async throws {
        let (sut, service, terminal) = makeSUT(json: true)
        service.reviewsResult = .success(Sourced([makeReview(author: "Ana", rating: 4, text: "Nice", hoursAgo: 0)], origin: .cache(savedAt: now)))

        try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: false, page: nil).start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(document["source"] as? String, "cache")
        XCTAssertEqual(document["cachedAt"] as? String, "2027-01-15T08:00:00Z")
        let reviews = try XCTUnwrap(document["reviews"] as? [[String: Any]])
        XCTAssertEqual(Set(reviews[0].keys), ["restaurantId", "author", "rating", "text", "createdAt"])
        XCTAssertEqual(reviews[0]["author"] as? String, "Ana")
        XCTAssertTrue(terminal.errors.text.contains("Showing reviews cached just now"))
    }

    func test_list_printsEveryFieldAServerChoseWithoutItsControlsInTextAndJSON() async throws {
        for json in [false, true] {
            let (sut, service, terminal) = makeSUT(json: json)
            let hostile = HostileText.value
            service.reviewsResult = .success(Sourced([makeReview(restaurantID: hostile, author: hostile, rating: 4, text: hostile, hoursAgo: 0)], origin: .live))

            try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: false, page: nil).start()
            try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: true, page: nil).start()

            HostileText.assertHarmless(terminal.output.text + terminal.errors.text, asJSON: json)
        }
    }

    func test_list_endsALongListWithTheCommandThatListsTheNextPage() async throws {
        let (sut, service, terminal) = makeSUT()
        service.reviewsResult = .success(.live([makeReview()]))
        service.nextPage = "1799999999000000.7"

        try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: false, page: nil).start()
        try await sut.buildListModule(restaurantID: nil, mineOnly: true, page: nil).start()
        try await sut.buildListModule(restaurantID: "Tasca d'Ana 1", mineOnly: false, page: nil).start()
        try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: true, page: nil).start()

        XCTAssertTrue(terminal.errors.text.contains("More reviews: foodybite reviews list ChIJ1 --after 1799999999000000.7\n"), terminal.errors.text)
        XCTAssertTrue(terminal.errors.text.contains("More reviews: foodybite reviews list --mine --after 1799999999000000.7\n"), terminal.errors.text)
        XCTAssertTrue(terminal.errors.text.contains("More reviews: foodybite reviews list 'Tasca d'\\''Ana 1' --after 1799999999000000.7\n"), terminal.errors.text)
        XCTAssertTrue(terminal.errors.text.contains("More reviews: foodybite reviews list ChIJ1 --mine --after 1799999999000000.7\n"), terminal.errors.text)
    }

    func test_list_asksForThePageGivenAndSaysNothingMoreOnTheLastPage() async throws {
        let (sut, service, terminal) = makeSUT()
        service.reviewsResult = .success(.live([makeReview()]))

        try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: false, page: "1799999999000000.7").start()

        XCTAssertEqual(service.pagesAsked, ["1799999999000000.7"])
        XCTAssertFalse(terminal.errors.text.contains("More reviews"), terminal.errors.text)
    }

    func test_list_printsTheNextPageInJSONAndNullOnTheLastPage() async throws {
        let (sut, service, terminal) = makeSUT(json: true)
        service.nextPage = "1799999999000000.7"
        try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: false, page: nil).start()
        let (lastSUT, _, lastTerminal) = makeSUT(json: true)
        try await lastSUT.buildListModule(restaurantID: "ChIJ1", mineOnly: false, page: "1799999999000000.7").start()

        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(terminal.output.text.utf8)) as? [String: Any])
        let last = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lastTerminal.output.text.utf8)) as? [String: Any])
        XCTAssertEqual(document["nextPage"] as? String, "1799999999000000.7")
        XCTAssertTrue(last["nextPage"] is NSNull, "\(last)")
    }

    func test_list_saysWhenARestaurantHasNoReviews() async throws {
        let (sut, _, terminal) = makeSUT()

        try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: false, page: nil).start()

        XCTAssertEqual(terminal.output.text, "Nobody has reviewed ChIJ1 on Foodybite yet.\n")
    }

    // MARK: - Helpers

    private func makeSUT(json: Bool = false, interactive: Bool = false, input: ScriptedInput = ScriptedInput(), editor: EditorStub = EditorStub(text: "")) -> (ReviewsModuleBuilder, ReviewsServiceSpy, TestConsole) {
        let terminal = TestConsole(json: json, interactive: interactive, input: input)
        let service = ReviewsServiceSpy()
        let sut = ReviewsModuleBuilder(addService: service, getService: service, editor: editor, console: terminal.console, now: { now })
        return (sut, service, terminal)
    }
}

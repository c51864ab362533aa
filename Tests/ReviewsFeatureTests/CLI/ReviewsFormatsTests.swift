import Foundation
@testable import ReviewsFeature
import Shared
import SharedCLI
import TestSupport
import XCTest

/// The reviews list as other tools read it: CSV and TSV, text and all.
@MainActor
final class ReviewsFormatsTests: XCTestCase {
    func test_csv_hasAHeaderAndQuotesAReviewOfSeveralLines() async throws {
        let terminal = try await renderList(.csv, [makeReview(author: "Ana", rating: 4, text: "Nice, \"really\"\nCome back", hoursAgo: 0)])

        XCTAssertEqual(terminal.output.text, """
        restaurant_id,restaurant_name,author,rating,created_at,text
        ChIJ1,,Ana,4,2027-01-15T08:00:00Z,"Nice, ""really""
        Come back"

        """)
    }

    func test_tsv_givesOneReviewALineTheRestaurantFirstAndItsLinesJoined() async throws {
        let terminal = try await renderList(.tsv, [makeReview(author: "Ana", rating: 4, text: "Nice\nCome\tback", hoursAgo: 0), makeReview(author: "Rui")])

        let lines = terminal.output.text.split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines.first, "ChIJ1\t\tAna\t4\t2027-01-15T08:00:00Z\tNice Come back")
    }

    func test_formatsForTools_sayHowToReachTheNextPageOnStderrOnly() async throws {
        let terminal = TestConsole(format: .csv)
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(Sourced([makeReview()], origin: .live))
        service.nextPage = "p2"
        let sut = ReviewsModuleBuilder(addService: service, getService: service, editor: EditorStub(text: ""), console: terminal.console, now: { now })

        try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: false, page: nil).start()

        XCTAssertFalse(terminal.output.text.contains("--after"))
        XCTAssertTrue(terminal.errors.text.contains("foodybite reviews list ChIJ1 --after p2"), terminal.errors.text)
    }

    private func renderList(_ format: OutputFormat, _ reviews: [Review]) async throws -> TestConsole {
        let terminal = TestConsole(format: format)
        let service = ReviewsServiceSpy()
        service.reviewsResult = .success(Sourced(reviews, origin: .live))
        let sut = ReviewsModuleBuilder(addService: service, getService: service, editor: EditorStub(text: ""), console: terminal.console, now: { now })
        try await sut.buildListModule(restaurantID: "ChIJ1", mineOnly: false, page: nil).start()
        return terminal
    }
}

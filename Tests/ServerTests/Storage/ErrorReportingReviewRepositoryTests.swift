@testable import FoodybiteServer
import Foundation
import GRDB
@testable import Reviews
@testable import ReviewsDomain
@testable import ServerStorage
import TestSupport
import XCTest

/// Every review repository failure is reported (logged at error level) on its way to the route, and
/// what the repository answers passes through untouched.
final class ErrorReportingReviewRepositoryTests: XCTestCase {
    func test_everyMethod_reportsAFailureAndPassesItOnMarkedAsReported() async throws {
        let (sut, reporter) = try await makeSUT(withReviewTable: false)

        await assertThrowsAsync { try await sut.add(self.anyReview()) } inspect: { error in
            XCTAssertTrue(error is ReportedStorageError, "\(error)")
        }
        await assertThrowsAsync { _ = try await sut.reviews(byAuthor: UUID()) }
        await assertThrowsAsync { _ = try await sut.reviews(ofRestaurant: "place-1", limit: 5) }

        XCTAssertEqual(reporter.operations, ["reviews add", "reviews by author", "reviews of restaurant"])
    }

    func test_reads_passTheRepositorysAnswerThroughAndReportNothing() async throws {
        let (sut, reporter) = try await makeSUT(withReviewTable: true)

        let byAuthor = try await sut.reviews(byAuthor: UUID())
        let ofRestaurant = try await sut.reviews(ofRestaurant: "place-1", limit: 5)

        XCTAssertEqual(byAuthor.count, 0)
        XCTAssertEqual(ofRestaurant.count, 0)
        XCTAssertEqual(reporter.operations, [])
    }

    // MARK: - Helpers

    private func makeSUT(withReviewTable: Bool) async throws -> (ErrorReportingReviewRepository, StorageErrorReporterSpy) {
        let reporter = StorageErrorReporterSpy()
        let database = try ServerDatabase.open(in: makeTemporaryDirectory())
        if !withReviewTable {
            try await database.pool.write { db in try db.execute(sql: "DROP TABLE review") }
        }
        return (ErrorReportingReviewRepository(base: SQLiteReviewRepository(database: database.pool), reporter: reporter), reporter)
    }

    private func anyReview() -> NewReview {
        NewReview(id: UUID(), authorID: UUID(), restaurantID: "place-1", text: "Lovely food.", stars: 4, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    }
}

import Foundation
import ReviewsDomain
import ServerStorage

/// Reports every failure of the review repository it wraps (see `ErrorReportingRestaurantCatalog`): the
/// Places (New) routes read Foodybite reviews and answer a failure as `UNAVAILABLE`.
package struct ErrorReportingReviewRepository: ReviewRepository {
    package let base: any ReviewRepository
    package let reporter: any StorageErrorReporting

    package init(base: any ReviewRepository, reporter: any StorageErrorReporting) {
        self.base = base
        self.reporter = reporter
    }

    package func add(_ review: NewReview) async throws {
        try await reporting("reviews add") { try await base.add(review) }
    }

    package func reviews(byAuthor authorID: UUID, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        try await reporting("reviews by author") { try await base.reviews(byAuthor: authorID, after: cursor, limit: limit) }
    }

    package func reviews(ofRestaurant restaurantID: String, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        try await reporting("reviews of restaurant") { try await base.reviews(ofRestaurant: restaurantID, after: cursor, limit: limit) }
    }

    private func reporting<Result>(_ operation: String, _ work: () async throws -> Result) async throws -> Result {
        do {
            return try await work()
        } catch {
            reporter.report(error, during: operation)
            throw ReportedStorageError(underlying: error)
        }
    }
}

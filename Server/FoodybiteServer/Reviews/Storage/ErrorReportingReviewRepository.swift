import Foundation
import ReviewsDomain

/// Reports every failure of the review repository it wraps (see `ErrorReportingRestaurantCatalog`): the
/// Places (New) routes read Foodybite reviews and answer a failure as `UNAVAILABLE`.
struct ErrorReportingReviewRepository: ReviewRepository {
    let base: any ReviewRepository
    let reporter: any StorageErrorReporting

    func add(_ review: NewReview) async throws {
        try await reporting("reviews add") { try await base.add(review) }
    }

    func reviews(byAuthor authorID: UUID, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
        try await reporting("reviews by author") { try await base.reviews(byAuthor: authorID, after: cursor, limit: limit) }
    }

    func reviews(ofRestaurant restaurantID: String, after cursor: ReviewCursor?, limit: Int) async throws -> ReviewPage {
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

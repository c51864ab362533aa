import Foundation

/// Reports every failure of the review repository it wraps (see `ErrorReportingRestaurantCatalog`): the
/// Places (New) routes read Foodybite reviews and answer a failure as `UNAVAILABLE`.
struct ErrorReportingReviewRepository: ReviewRepository {
    let base: any ReviewRepository
    let reporter: any StorageErrorReporting

    func add(_ review: NewReview) async throws {
        try await reporting("reviews add") { try await base.add(review) }
    }

    func reviews(byAuthor authorID: UUID) async throws -> [Review] {
        try await reporting("reviews by author") { try await base.reviews(byAuthor: authorID) }
    }

    func reviews(ofRestaurant restaurantID: String, limit: Int) async throws -> [Review] {
        try await reporting("reviews of restaurant") { try await base.reviews(ofRestaurant: restaurantID, limit: limit) }
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

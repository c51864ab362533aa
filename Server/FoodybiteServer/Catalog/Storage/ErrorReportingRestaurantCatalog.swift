import CatalogDomain
import Foundation

/// Reports every failure of the catalog it wraps, so that the Places routes, which answer a failure with
/// a status (`UNKNOWN_ERROR`, `UNAVAILABLE`) as their contracts require, never hide it from the
/// operator. The error goes on as a `ReportedStorageError`.
struct ErrorReportingRestaurantCatalog: RestaurantCatalog {
    let base: any RestaurantCatalog
    let reporter: any StorageErrorReporting

    func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        try await reporting("catalog nearby search") { try await base.nearby(query, now: now) }
    }

    func nearby(_ query: NearbyQuery, now: Date, loadingFirst count: Int) async throws -> NearbyResults {
        try await reporting("catalog nearby search") { try await base.nearby(query, now: now, loadingFirst: count) }
    }

    func searchResults(placeIDs: [String], now: Date) async throws -> [CatalogSearchResult] {
        try await reporting("catalog nearby search") { try await base.searchResults(placeIDs: placeIDs, now: now) }
    }

    func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        try await reporting("catalog details") { try await base.restaurants(placeIDs: placeIDs, includingReviews: includingReviews) }
    }

    func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        try await reporting("catalog autocomplete") { try await base.autocomplete(query) }
    }

    func image(forPhotoReference reference: String) async throws -> CatalogImage? {
        try await reporting("catalog photo") { try await base.image(forPhotoReference: reference) }
    }

    func coverage() async throws -> CatalogCoverage {
        try await reporting("catalog coverage") { try await base.coverage() }
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

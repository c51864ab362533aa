import CatalogDomain
import Foundation
import ServerStorage

/// Reports every failure of the catalog it wraps, so that the Places routes, which answer a failure with
/// a status (`UNKNOWN_ERROR`, `UNAVAILABLE`) as their contracts require, never hide it from the
/// operator. The error goes on as a `ReportedStorageError`.
package struct ErrorReportingRestaurantCatalog: RestaurantCatalog {
    package let base: any RestaurantCatalog
    package let reporter: any StorageErrorReporting

    package init(base: any RestaurantCatalog, reporter: any StorageErrorReporting) {
        self.base = base
        self.reporter = reporter
    }

    package func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        try await reporting("catalog nearby search") { try await base.nearby(query, now: now) }
    }

    package func nearby(_ query: NearbyQuery, now: Date, loadingFirst count: Int) async throws -> NearbyResults {
        try await reporting("catalog nearby search") { try await base.nearby(query, now: now, loadingFirst: count) }
    }

    package func searchResults(placeIDs: [String], now: Date) async throws -> [CatalogSearchResult] {
        try await reporting("catalog nearby search") { try await base.searchResults(placeIDs: placeIDs, now: now) }
    }

    package func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        try await reporting("catalog details") { try await base.restaurants(placeIDs: placeIDs, includingReviews: includingReviews) }
    }

    package func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        try await reporting("catalog autocomplete") { try await base.autocomplete(query) }
    }

    package func image(forPhotoReference reference: String) async throws -> CatalogImage? {
        try await reporting("catalog photo") { try await base.image(forPhotoReference: reference) }
    }

    package func coverage() async throws -> CatalogCoverage {
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

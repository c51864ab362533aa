@testable import CatalogDomain
@testable import FoodybiteServer
import Foundation

/// A catalog that answers nothing and records which of its methods were asked, in order.
final class RestaurantCatalogSpy: RestaurantCatalog, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] {
        lock.withLock { recorded }
    }

    func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        record("nearby")
        return []
    }

    func nearby(_ query: NearbyQuery, now: Date, loadingFirst count: Int) async throws -> NearbyResults {
        record("nearby loading first \(count)")
        return NearbyResults(hits: [], restaurants: [])
    }

    func searchResults(placeIDs: [String], now: Date) async throws -> [CatalogSearchResult] {
        record("search results of \(placeIDs.count)")
        return []
    }

    func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        record("restaurants")
        return []
    }

    func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        record("autocomplete")
        return []
    }

    func image(forPhotoReference reference: String) async throws -> CatalogImage? {
        record("image")
        return nil
    }

    func coverage() async throws -> CatalogCoverage {
        record("coverage")
        return CatalogCoverage(restaurantCount: 0, demoCount: 0, bounds: nil)
    }

    private func record(_ message: String) {
        lock.withLock { recorded.append(message) }
    }
}

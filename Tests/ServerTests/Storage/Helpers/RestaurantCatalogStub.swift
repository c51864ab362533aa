@testable import CatalogDomain
@testable import FoodybiteServer
import Foundation

/// A catalog that answers nothing, or fails every call with `error`.
struct RestaurantCatalogStub: RestaurantCatalog {
    var error: (any Error)?

    func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        try failIfAsked()
        return []
    }

    func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        try failIfAsked()
        return []
    }

    func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] {
        try failIfAsked()
        return []
    }

    func image(forPhotoReference reference: String) async throws -> CatalogImage? {
        try failIfAsked()
        return nil
    }

    func coverage() async throws -> CatalogCoverage {
        try failIfAsked()
        return CatalogCoverage(restaurantCount: 0, demoCount: 0, bounds: nil)
    }

    private func failIfAsked() throws {
        if let error { throw error }
    }
}

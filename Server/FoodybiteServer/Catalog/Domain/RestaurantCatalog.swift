import Foundation

/// The catalog as the Places routes read it. Ratings come out already merged: a restaurant with
/// Foodybite reviews is rated by their mean and count, otherwise by its catalog values.
public protocol RestaurantCatalog: Sendable {
    /// Up to `query.limit` restaurants in result order; `now` decides what is open.
    func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit]
    /// The restaurants with these ids, in the same order (unknown ids left out); reviews only when asked.
    func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant]
    func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit]
    /// The image a photo reference shows, nil when the reference is unknown.
    func image(forPhotoReference reference: String) async throws -> CatalogImage?
}

extension RestaurantCatalog {
    public func restaurant(placeID: String) async throws -> CatalogRestaurant? {
        try await restaurants(placeIDs: [placeID], includingReviews: true).first
    }
}

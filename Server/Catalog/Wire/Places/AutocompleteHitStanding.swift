import CatalogDomain
import Foundation

/// How each autocomplete hit stands at a time: its rating (merged with Foodybite reviews, to a tenth),
/// how many ratings, whether it is open. Our extension to both autocomplete routes, so that a search as
/// you type shows them as a nearby search does; Google's clients ignore it.
struct AutocompleteHitStanding: Sendable, Equatable {
    let rating: Double?
    let ratingsTotal: Int
    let isOpen: Bool?

    /// The hits' standings by place id, read in one go; none when the catalog cannot say (the
    /// predictions are answered without them).
    static func load(for hits: [AutocompleteHit], from catalog: any RestaurantCatalog, at now: Date) async -> [String: AutocompleteHitStanding] {
        guard !hits.isEmpty, let results = try? await catalog.searchResults(placeIDs: hits.map(\.placeID), now: now) else { return [:] }
        return Dictionary(
            results.map { ($0.placeID, AutocompleteHitStanding(rating: $0.rating.map { ($0 * 10).rounded() / 10 }, ratingsTotal: $0.ratingsTotal, isOpen: $0.isOpen)) },
            uniquingKeysWith: { first, _ in first }
        )
    }
}

/// One page of a nearby search and what is left for the next pages.
public struct NearbySearchPage: Sendable, Equatable {
    public let restaurants: [CatalogRestaurant]
    /// The ids of the restaurants on later pages, in order; empty on the last page.
    public let remainingPlaceIDs: [String]
}

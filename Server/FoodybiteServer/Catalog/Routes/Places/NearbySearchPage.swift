/// One page of a nearby search.
public struct NearbySearchPage: Sendable, Equatable {
    public let restaurants: [NearbyRestaurant]
    /// The ids of the restaurants this page shows, in order (kept even if one could not be loaded).
    public let placeIDs: [String]
    /// Whether a next page has restaurants to show.
    public let hasMore: Bool
}

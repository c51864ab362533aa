/// One page of a nearby search.
public struct NearbySearchPage: Sendable, Equatable {
    public let restaurants: [CatalogSearchResult]
    /// The ids of the restaurants this page shows, in order (kept even if one could not be loaded).
    public let placeIDs: [String]
    /// Whether the search found more than this page shows (a next page asks again, so a catalog that
    /// changed in between may leave it empty).
    public let hasMore: Bool
}

import CatalogDomain

/// One page of a nearby search.
public struct NearbySearchPage: Sendable, Equatable {
    public let restaurants: [CatalogSearchResult]
    /// The ids of the restaurants this page shows, in order (kept even if one could not be loaded).
    public let placeIDs: [String]
    /// Whether there is more to show than this page (a next page may still come back empty when the
    /// catalog changed in between).
    public let hasMore: Bool
}

/// One page of a nearby search's results.
public struct NearbySearchPage: Sendable, Equatable {
    public let restaurants: [CatalogRestaurant]
    /// Where the next page starts, nil on the last page.
    public let nextOffset: Int?
}

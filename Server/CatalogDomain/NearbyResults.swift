/// A nearby search's hits with the restaurants of the first of them loaded: what a page of results needs.
public struct NearbyResults: Sendable, Equatable {
    public let hits: [NearbyHit]
    /// The restaurants of the first hits as a result shows them, in the same order (unknown ids left out).
    public let restaurants: [CatalogSearchResult]

    public init(hits: [NearbyHit], restaurants: [CatalogSearchResult]) {
        self.hits = hits
        self.restaurants = restaurants
    }
}

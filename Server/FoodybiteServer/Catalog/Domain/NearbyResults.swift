/// A nearby search's hits with the restaurants of the first of them loaded: what a page of results needs.
public struct NearbyResults: Sendable, Equatable {
    public let hits: [NearbyHit]
    /// The restaurants of the first hits, in the same order (unknown ids left out), without reviews.
    public let restaurants: [CatalogRestaurant]

    public init(hits: [NearbyHit], restaurants: [CatalogRestaurant]) {
        self.hits = hits
        self.restaurants = restaurants
    }
}

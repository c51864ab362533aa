import Shared

/// Where a catalog has restaurants (our server says; Google does not).
public struct CatalogCoverage: Sendable, Equatable {
    public let restaurantCount: Int
    /// The south-west and north-east corners of the box around them; nil for an empty catalog.
    public let southWest: Coordinates?
    public let northEast: Coordinates?
    /// What the catalog is, when the server says (the demo catalog's "fictional restaurants around Lisbon").
    public let description: String?
    public let isDemo: Bool

    public init(restaurantCount: Int, southWest: Coordinates?, northEast: Coordinates?, description: String?, isDemo: Bool) {
        self.restaurantCount = restaurantCount
        self.southWest = southWest
        self.northEast = northEast
        self.description = description
        self.isDemo = isDemo
    }

    /// The point of the box nearest to `point` (`point` itself when inside); nil for an empty catalog.
    public func nearestPoint(to point: Coordinates) -> Coordinates? {
        guard let southWest, let northEast else { return nil }
        return Coordinates(
            latitude: min(max(point.latitude, southWest.latitude), northEast.latitude),
            longitude: min(max(point.longitude, southWest.longitude), northEast.longitude)
        )
    }
}

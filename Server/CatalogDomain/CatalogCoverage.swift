/// Where the catalog has restaurants, so that a search that finds nothing can say where to look
/// instead of suggesting a larger radius.
public struct CatalogCoverage: Sendable, Equatable {
    public var restaurantCount: Int
    /// How many of them the demo catalog made.
    public var demoCount: Int
    /// The box around every restaurant; nil for an empty catalog.
    public var bounds: GeoBoundingBox?

    public init(restaurantCount: Int, demoCount: Int, bounds: GeoBoundingBox?) {
        self.restaurantCount = restaurantCount
        self.demoCount = demoCount
        self.bounds = bounds
    }

    /// Whether every restaurant is the demo catalog's.
    public var isDemo: Bool { restaurantCount > 0 && demoCount == restaurantCount }
}

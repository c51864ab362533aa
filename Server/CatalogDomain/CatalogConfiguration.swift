import Foundation

/// How the server's catalog starts and tells the time: the demo catalog seeded into an empty catalog
/// on first start (set `demoRestaurantCount` to 0 for none), and the clock open-now is computed with.
public struct CatalogConfiguration: Sendable {
    public var demoRestaurantCount: Int
    public var demoSeed: UInt64
    public var demoCenter: GeoPoint
    /// Metres around `demoCenter` the demo restaurants are spread over.
    public var demoRadius: Double
    public var now: @Sendable () -> Date

    public init(
        demoRestaurantCount: Int = 3_000,
        demoSeed: UInt64 = DemoCatalog.defaultSeed,
        demoCenter: GeoPoint = DemoCatalog.center,
        demoRadius: Double = 12_000,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.demoRestaurantCount = demoRestaurantCount
        self.demoSeed = demoSeed
        self.demoCenter = demoCenter
        self.demoRadius = demoRadius
        self.now = now
    }
}

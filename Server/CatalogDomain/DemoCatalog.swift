/// The demo catalog seeded on first start, so the app works out of the box.
public enum DemoCatalog {
    /// Lisbon's Baixa: the centre the demo restaurants are spread around, and the app's default location.
    public static let center = GeoPoint(latitude: 38.7223, longitude: -9.1393)

    /// The seed of the demo catalog everyone gets (same restaurants on every machine and start).
    public static let defaultSeed: UInt64 = 20_250_101

    /// The demo restaurants' time zone.
    public static let timeZone = "Europe/Lisbon"
}

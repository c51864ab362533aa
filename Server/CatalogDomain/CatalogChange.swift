import Foundation

/// What one OpenStreetMap diff does to the catalog: restaurants created or changed (by source key),
/// restaurants gone (deleted, or no longer a place to eat), and the diff's newest edit, which becomes the
/// catalog's state. Written in one transaction.
public struct CatalogChange: Sendable, Equatable {
    public var upserts: [CatalogRestaurant]
    public var removals: [String]
    public var state: Date?

    public init(upserts: [CatalogRestaurant] = [], removals: [String] = [], state: Date? = nil) {
        self.upserts = upserts
        self.removals = removals
        self.state = state
    }
}

extension CatalogChange {
    /// The key of the catalog's state under which `CatalogChange.state` is kept.
    public static let stateKey = "osm newest edit"

    /// How the state is stored: ISO 8601 in UTC, to the second, as OSM writes timestamps.
    public static func stateText(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
    }

    public static func state(fromText text: String?) -> Date? {
        text.flatMap { try? Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!).parse($0) }
    }
}

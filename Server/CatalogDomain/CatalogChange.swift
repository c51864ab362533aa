import Foundation

/// What one OpenStreetMap diff does to the catalog: restaurants created or changed (by source key),
/// restaurants gone (deleted, or no longer a place to eat), and the diff's newest edit, which becomes the
/// catalog's state. Written in one transaction.
public struct CatalogChange: Sendable, Equatable {
    public var upserts: [CatalogRestaurant]
    public var removals: [String]
    /// Outlines of restaurants drawn as ways, new or with moved nodes (a removed restaurant's goes with it).
    public var outlines: [CatalogOutline]
    /// Restaurants that only move (their outline's nodes moved), by source key: nothing else of theirs
    /// changes.
    public var relocations: [String: GeoPoint]
    public var state: Date?
    /// The replication sequence number the catalog holds after the change, when it is known (a
    /// replication diff's, or the one an extract's header gives).
    public var sequence: Int?
    /// Whether the change is a replication diff, skipped when the catalog holds its sequence number or a
    /// later one already (another instance applied it); an import sets its sequence regardless.
    public var followsSequence: Bool

    public init(
        upserts: [CatalogRestaurant] = [], removals: [String] = [], outlines: [CatalogOutline] = [], relocations: [String: GeoPoint] = [:],
        state: Date? = nil, sequence: Int? = nil, followsSequence: Bool = false
    ) {
        self.upserts = upserts
        self.removals = removals
        self.outlines = outlines
        self.relocations = relocations
        self.state = state
        self.sequence = sequence
        self.followsSequence = followsSequence
    }

    /// Whether a catalog holding `stored` skips this change.
    public func isAlreadyApplied(storedSequence stored: Int?) -> Bool {
        guard followsSequence, let sequence, let stored else { return false }
        return stored >= sequence
    }
}

extension CatalogChange {
    /// The key of the catalog's state under which `CatalogChange.state` is kept.
    public static let stateKey = "osm newest edit"
    /// The key under which `CatalogChange.sequence` is kept.
    public static let sequenceKey = "osm replication sequence"

    /// How the state is stored: ISO 8601 in UTC, to the second, as OSM writes timestamps.
    public static func stateText(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
    }

    public static func state(fromText text: String?) -> Date? {
        text.flatMap { try? Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!).parse($0) }
    }
}

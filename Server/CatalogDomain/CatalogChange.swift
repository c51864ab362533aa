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
    /// Whether the change's state replaces the catalog's even when older: an import, whose file is now
    /// what the catalog holds. A diff's state never moves the catalog's back.
    public var replacesState: Bool
    /// The `amenity` values an import counted as places to eat, kept for the diffs that follow it.
    public var amenities: Set<String>?

    public init(
        upserts: [CatalogRestaurant] = [], removals: [String] = [], outlines: [CatalogOutline] = [], relocations: [String: GeoPoint] = [:],
        state: Date? = nil, sequence: Int? = nil, followsSequence: Bool = false, replacesState: Bool = false, amenities: Set<String>? = nil
    ) {
        self.replacesState = replacesState
        self.amenities = amenities
        self.upserts = upserts
        self.removals = removals
        self.outlines = outlines
        self.relocations = relocations
        self.state = state
        self.sequence = sequence
        self.followsSequence = followsSequence
    }

    /// The state to store over `stored`: the change's when newer, or whatever it is when the change
    /// replaces the catalog's data (an import); nil to leave the stored one.
    public func newState(over stored: Date?) -> Date? {
        guard let state else { return nil }
        return replacesState || stored.map { state > $0 } ?? true ? state : nil
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
    /// The key under which `CatalogChange.amenities` are kept, sorted and separated by commas.
    public static let amenitiesKey = "osm amenities"

    public static func amenities(fromText text: String?) -> Set<String>? {
        text.map { Set($0.split(separator: ",").map(String.init)) }
    }

    /// How the state is stored: ISO 8601 in UTC, to the second, as OSM writes timestamps.
    public static func stateText(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
    }

    public static func state(fromText text: String?) -> Date? {
        text.flatMap { try? Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!).parse($0) }
    }
}

import CatalogDomain
import Foundation

/// What an import did, for the person who ran it.
public struct OSMImportSummary: Sendable, Equatable {
    public var format: OSMDocumentFormat
    /// Elements in the file.
    public var records = 0
    public var inserted = 0
    public var updated = 0
    public var skipped: [OSMSkipReason: Int] = [:]
    /// Names of towns, villages and neighbourhoods, and streets, kept for finding places by name; and
    /// how many of them were new to the catalog.
    public var placeNames = 0
    public var streets = 0
    public var placeNamesInserted = 0
    /// When the file's data was current (a PBF extract's replication timestamp), now the catalog's state.
    public var dataTimestamp: Date?
    /// The replication diff the file's data is as of, where `update --replication-url` starts.
    public var replicationSequence: Int?
    /// Demo restaurants removed to make way for real data.
    public var demoRestaurantsRemoved = 0
    /// Imported restaurants with an `opening_hours` value, and how many of those gave usable hours.
    public var withOpeningHours = 0
    public var withUsableOpeningHours = 0
    /// Rules of `opening_hours` values left out or approximated, by kind.
    public var openingHoursNotes: [OSMOpeningHoursNote.Kind: Int] = [:]
    /// Time zones given to the imported restaurants, with counts.
    public var timeZones: [String: Int] = [:]
    public var timeZoneGuessed = false

    public init(format: OSMDocumentFormat) {
        self.format = format
    }

    public var skippedTotal: Int { skipped.values.reduce(0, +) }

    /// The report printed by `foodybite-server import`.
    public var lines: [String] {
        var lines = ["Read \(records) records (\(format.rawValue))."]
        lines.append("  imported: \(inserted) new restaurants")
        lines.append("  updated:  \(updated) restaurants already in the catalog")
        let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \($0.value)" }
        lines.append("  skipped:  \(skippedTotal)" + (reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"))
        if placeNames + streets > 0 {
            lines.append("  place names: \(placeNames) towns, villages and neighbourhoods, \(streets) streets (\(placeNamesInserted) new)")
        }
        if let dataTimestamp {
            let sequence = replicationSequence.map { ", replication sequence \($0)" } ?? ""
            lines.append("  data as of: \(CatalogChange.stateText(dataTimestamp))\(sequence) (update skips diffs older than this)")
        }
        if demoRestaurantsRemoved > 0 {
            lines.append("  removed:  \(demoRestaurantsRemoved) demo restaurants (the demo catalog is not seeded again)")
        }
        lines.append("  opening_hours: \(withOpeningHours) restaurants have them, \(withUsableOpeningHours) usable as weekly hours")
        let skippedRules = openingHoursNotes.filter { $0.key != .openEndApproximated }.sorted { $0.key.rawValue < $1.key.rawValue }
        if !skippedRules.isEmpty {
            lines.append("    rules skipped: " + skippedRules.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
        }
        if let approximated = openingHoursNotes[.openEndApproximated] {
            lines.append("    approximated: \(approximated) open-ended times (e.g. 18:00+) read as closing at midnight or at the time given")
        }
        let zones = timeZones.sorted { $0.key < $1.key }.map { "\($0.key) × \($0.value)" }.joined(separator: ", ")
        if timeZoneGuessed {
            lines.append("  time zone: guessed from longitude, 15° an hour, no daylight saving (\(zones)); pass --time-zone, e.g. Europe/Copenhagen, for exact open-now")
        } else if !zones.isEmpty {
            lines.append("  time zone: \(zones)")
        }
        lines.append("Data © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright).")
        return lines
    }
}

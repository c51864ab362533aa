import Foundation
import Synchronization

/// The time zone a restaurant keeps its hours in, stored by name: an IANA identifier such as
/// `Europe/Lisbon`, or a fixed offset written `UTC`, `UTC+01:00`, `UTC-03:30`.
public enum CatalogTimeZone {
    /// Resolved once per name: Foundation's `TimeZone(identifier:)` was a few per cent of a nearby page,
    /// asked for each restaurant's `open_now`. A catalog names few zones; past the bound, names resolve
    /// each time.
    public static func resolve(_ name: String) -> TimeZone? {
        if let resolved = resolvedByName.withLock({ $0[name] }) { return resolved }
        let zone = parse(name)
        resolvedByName.withLock { if $0.count < 1_024 { $0[name] = zone } }
        return zone
    }

    private static let resolvedByName = Mutex<[String: TimeZone?]>([:])

    private static func parse(_ name: String) -> TimeZone? {
        if name == "UTC" { return TimeZone(secondsFromGMT: 0) }
        if name.hasPrefix("UTC+") || name.hasPrefix("UTC-") {
            let sign = name.hasPrefix("UTC-") ? -1 : 1
            let parts = name.dropFirst(4).split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
                  let hours = Int(parts[0]), let minutes = Int(parts[1]),
                  (0...14).contains(hours), (0..<60).contains(minutes)
            else { return nil }
            return TimeZone(secondsFromGMT: sign * (hours * 3_600 + minutes * 60))
        }
        guard name.contains("/") || TimeZone.knownTimeZoneIdentifiers.contains(name) else { return nil }
        return TimeZone(identifier: name)
    }

    /// The fixed offset name for a whole number of hours, e.g. `UTC+01:00`.
    public static func fixedOffsetName(hours: Int) -> String {
        if hours == 0 { return "UTC" }
        let sign = hours < 0 ? "-" : "+"
        let magnitude = abs(hours)
        return "UTC\(sign)\(magnitude < 10 ? "0" : "")\(magnitude):00"
    }

    /// A fixed offset guessed from a longitude (15° an hour): right at sea, often an hour off on land
    /// (no daylight saving time, no political borders). Used only when no time zone is given.
    public static func guessedName(forLongitude longitude: Double) -> String {
        fixedOffsetName(hours: max(-12, min(12, Int((longitude / 15).rounded()))))
    }
}

import Foundation

/// One moment's local week time in each time zone, each zone worked out once: a search reads many
/// restaurants in few zones.
package struct LocalWeekTimes {
    package let now: Date
    private var byZone: [String: LocalWeekTime?] = [:]

    package init(at now: Date) {
        self.now = now
    }

    /// Nil for a zone `CatalogTimeZone` does not know.
    package mutating func at(zone: String) -> LocalWeekTime? {
        if let known = byZone[zone] { return known }
        let time = CatalogTimeZone.resolve(zone).map { LocalWeekTime(now, in: $0) }
        byZone[zone] = time
        return time
    }
}

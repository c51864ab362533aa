import Foundation

extension CatalogRestaurant {
    /// Whether the restaurant is open at `date` in its own time zone: nil when its hours are unknown,
    /// always false once it has closed (for now or for good), whatever its hours say.
    public func isOpen(at date: Date) -> Bool? {
        guard let openingHours else { return nil }
        guard businessStatus.mayBeOpen, let zone = CatalogTimeZone.resolve(timeZone) else { return false }
        return openingHours.isOpen(at: LocalWeekTime(date, in: zone))
    }
}

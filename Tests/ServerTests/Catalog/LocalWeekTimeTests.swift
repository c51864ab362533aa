@testable import CatalogDomain
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import XCTest

final class LocalWeekTimeTests: XCTestCase {
    func test_init_readsWhatAGregorianCalendarReadsInThatZoneForRandomInstants() throws {
        // Given zones with daylight saving time, half- and three-quarter-hour offsets, the date line and
        // fixed offsets, and instants from 1900 to 2100 (DST changes included by their number)
        let zones = try ["Europe/Lisbon", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham",
                         "Pacific/Kiritimati", "America/St_Johns", "UTC-12:00", "UTC+05:30", "UTC"]
            .map { try XCTUnwrap(CatalogTimeZone.resolve($0), $0) }
        var random = SeededRandomNumberGenerator(seed: 7)

        for _ in 0..<20_000 {
            let zone = random.pick(zones)
            let date = Date(timeIntervalSince1970: Double(random.int(in: -2_208_988_800...4_102_444_800)) + random.unit())

            // When
            let time = LocalWeekTime(date, in: zone)

            // Then
            XCTAssertEqual(time, calendarWeekTime(date, in: zone), "\(date) in \(zone.identifier)")
        }
    }

    // MARK: - Helpers

    private func calendarWeekTime(_ date: Date, in zone: TimeZone) -> LocalWeekTime {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = calendar.dateComponents([.weekday, .hour, .minute], from: date)
        return LocalWeekTime(day: (components.weekday ?? 1) - 1, minute: (components.hour ?? 0) * 60 + (components.minute ?? 0))
    }
}

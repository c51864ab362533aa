@testable import CatalogDomain
@testable import DemoCatalog
import FoodybiteServer
import Foundation
import XCTest

final class OpeningHoursTests: XCTestCase {
    func test_isOpen_isTrueFromTheOpeningUpToButNotAtTheClose() {
        let hours = OpeningHours.weekly([OpeningInterval(day: 1, start: 720, end: 900)])

        XCTAssertFalse(hours.isOpen(at: LocalWeekTime(day: 1, minute: 719)))
        XCTAssertTrue(hours.isOpen(at: LocalWeekTime(day: 1, minute: 720)))
        XCTAssertTrue(hours.isOpen(at: LocalWeekTime(day: 1, minute: 899)))
        XCTAssertFalse(hours.isOpen(at: LocalWeekTime(day: 1, minute: 900)))
        XCTAssertFalse(hours.isOpen(at: LocalWeekTime(day: 2, minute: 800)))
    }

    func test_isOpen_countsSaturdayNightRunningIntoSundayMorning() {
        let hours = OpeningHours.weekly([OpeningInterval(day: 6, start: 1_200, end: 1_560)])

        XCTAssertTrue(hours.isOpen(at: LocalWeekTime(day: 6, minute: 1_439)))
        XCTAssertTrue(hours.isOpen(at: LocalWeekTime(day: 0, minute: 60)))
        XCTAssertFalse(hours.isOpen(at: LocalWeekTime(day: 0, minute: 120)))
        XCTAssertFalse(hours.isOpen(at: LocalWeekTime(day: 1, minute: 60)))
    }

    func test_isOpen_isAlwaysTrueForAlwaysOpenAndNeverForClosedEveryDay() {
        for day in 0...6 {
            XCTAssertTrue(OpeningHours.alwaysOpen.isOpen(at: LocalWeekTime(day: day, minute: 0)))
            XCTAssertFalse(OpeningHours.weekly([]).isOpen(at: LocalWeekTime(day: day, minute: 600)))
        }
    }

    func test_localWeekTime_readsTheWeekdayAndMinuteInTheGivenTimeZone() throws {
        // Wednesday 2025-06-11 11:00 UTC.
        let date = Date(timeIntervalSince1970: 1_749_639_600)

        XCTAssertEqual(LocalWeekTime(date, in: try XCTUnwrap(TimeZone(identifier: "Europe/Lisbon"))), LocalWeekTime(day: 3, minute: 720))
        XCTAssertEqual(LocalWeekTime(date, in: try XCTUnwrap(TimeZone(identifier: "Pacific/Auckland"))), LocalWeekTime(day: 3, minute: 1_380))
        XCTAssertEqual(LocalWeekTime(date, in: try XCTUnwrap(CatalogTimeZone.resolve("UTC-12:00"))), LocalWeekTime(day: 2, minute: 1_380))
    }

    func test_normalized_mergesOverlapsAndRecognisesAWeekWithoutGaps() {
        let overlapping = OpeningHours.weekly([OpeningInterval(day: 2, start: 600, end: 800), OpeningInterval(day: 2, start: 700, end: 900)])
        let roundTheClock = OpeningHours.weekly((0...6).map { OpeningInterval(day: $0, start: 0, end: 1_440) })
        let overnightChain = OpeningHours.weekly((0...6).map { OpeningInterval(day: $0, start: 600, end: 2_040) })

        XCTAssertEqual(overlapping.normalized, .weekly([OpeningInterval(day: 2, start: 600, end: 900)]))
        XCTAssertEqual(roundTheClock.normalized, .alwaysOpen)
        XCTAssertEqual(overnightChain.normalized, .alwaysOpen)
        XCTAssertNotEqual(OpeningHours.weekly((1...6).map { OpeningInterval(day: $0, start: 0, end: 1_440) }).normalized, .alwaysOpen)
    }

    func test_storageText_roundTrips() {
        let samples: [OpeningHours] = [
            .alwaysOpen, .weekly([]), .weekly([OpeningInterval(day: 0, start: 0, end: 30), OpeningInterval(day: 5, start: 1_080, end: 1_560)]),
        ]

        for hours in samples {
            XCTAssertEqual(OpeningHours(storageText: hours.storageText), hours)
        }
        XCTAssertNil(OpeningHours(storageText: "8:0-10"))
        XCTAssertNil(OpeningHours(storageText: "1:900-800"))
    }

    func test_weekdayText_listsMondayFirstWithClosedAndOpen24HoursDays() {
        let hours = OpeningHours.weekly([
            OpeningInterval(day: 1, start: 0, end: 1_440), OpeningInterval(day: 5, start: 720, end: 900), OpeningInterval(day: 5, start: 1_080, end: 1_560),
        ])

        XCTAssertEqual(hours.weekdayText, [
            "Monday: Open 24 hours", "Tuesday: Closed", "Wednesday: Closed", "Thursday: Closed",
            "Friday: 12:00 – 15:00, 18:00 – 02:00", "Saturday: Closed", "Sunday: Closed",
        ])
        XCTAssertEqual(OpeningHours.alwaysOpen.weekdayText.count, 7)
    }

    func test_isOpenStorageText_answersLikeTheParsedHoursForStoredAndOtherwiseWrittenText() {
        var random = SeededRandomNumberGenerator(seed: 5)
        for _ in 0..<200 {
            let intervals = (0..<random.int(in: 0...6)).map { _ -> OpeningInterval in
                let start = random.int(below: OpeningInterval.minutesPerDay)
                return OpeningInterval(day: random.int(below: 7), start: start, end: start + random.int(in: 1...OpeningInterval.minutesPerDay))
            }
            let hours: OpeningHours = random.chance(0.1) ? .alwaysOpen : .weekly(intervals)
            let time = LocalWeekTime(day: random.int(below: 7), minute: random.int(below: OpeningInterval.minutesPerDay))

            XCTAssertEqual(OpeningHours.isOpen(storageText: hours.storageText, at: time), hours.isOpen(at: time), "\(hours.storageText) at \(time)")
        }
        // Text the import does not write: malformed, or doubled, spaced and signed as the general reader still reads it
        let written = ["24/8", "1:600", "1:600-", "8:0-10", "1:900-800", "1:600-700 x", "1::600-700", " 1:600-700", "1:600-700  2:0-60", "+1:600-700"]
        for text in written {
            let time = LocalWeekTime(day: 1, minute: 650)
            XCTAssertEqual(OpeningHours.isOpen(storageText: text, at: time), OpeningHours(storageText: text)?.isOpen(at: time), text)
        }
        XCTAssertEqual(written.map { OpeningHours.isOpen(storageText: $0, at: LocalWeekTime(day: 1, minute: 650)) }, [nil, nil, nil, nil, nil, nil, true, true, true, true])
    }

    func test_catalogTimeZone_resolvesIdentifiersAndFixedOffsetsAndRefusesTheRest() {
        XCTAssertEqual(CatalogTimeZone.resolve("Europe/Copenhagen")?.identifier, "Europe/Copenhagen")
        XCTAssertEqual(CatalogTimeZone.resolve("UTC+05:30")?.secondsFromGMT(), 19_800)
        XCTAssertEqual(CatalogTimeZone.resolve("UTC")?.secondsFromGMT(), 0)
        XCTAssertNil(CatalogTimeZone.resolve("Mars/Olympus"))
        XCTAssertNil(CatalogTimeZone.resolve("UTC+5"))
        XCTAssertNil(CatalogTimeZone.resolve("Mars/Olympus"), "asked again")
        XCTAssertEqual(CatalogTimeZone.resolve("UTC+05:30")?.secondsFromGMT(), 19_800, "asked again")
        XCTAssertEqual(CatalogTimeZone.guessedName(forLongitude: 12.56), "UTC+01:00")
        XCTAssertEqual(CatalogTimeZone.guessedName(forLongitude: -9.14), "UTC-01:00")
        XCTAssertEqual(CatalogTimeZone.guessedName(forLongitude: 3), "UTC")
    }
}

import Foundation
import Shared
import XCTest

final class DistanceFormatterTests: XCTestCase {
    func test_string_usesWholeMetresBelowAKilometre() {
        XCTAssertEqual(DistanceFormatter.string(fromMeters: 849.6), "850 m")
    }

    func test_string_usesOneDecimalKilometresBelowTen() {
        XCTAssertEqual(DistanceFormatter.string(fromMeters: 1_249), "1.2 km")
    }

    func test_string_dropsAZeroDecimal() {
        XCTAssertEqual(DistanceFormatter.string(fromMeters: 2_000), "2 km")
    }

    func test_string_usesWholeKilometresFromTen() {
        XCTAssertEqual(DistanceFormatter.string(fromMeters: 23_400), "23 km")
    }

    func test_string_isADashForImpossibleDistances() {
        XCTAssertEqual(DistanceFormatter.string(fromMeters: -1), "–")
    }
}

final class RatingFormatterTests: XCTestCase {
    func test_stars_roundsToWholeStarsAndShowsOneDecimal() {
        XCTAssertEqual(RatingFormatter.stars(4.3), "★★★★☆ 4.3")
    }

    func test_stars_saysSoWhenThereIsNoRating() {
        XCTAssertEqual(RatingFormatter.stars(nil), "no rating")
    }

    func test_starsCount_clampsToFive() {
        XCTAssertEqual(RatingFormatter.stars(count: 7), "★★★★★")
    }
}

final class RelativeTimeFormatterTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    func test_string_describesElapsedTimeInTheLargestFittingUnit() {
        let cases: [(TimeInterval, String)] = [
            (10, "just now"), (60, "a minute ago"), (5 * 60, "5 minutes ago"), (3_600, "an hour ago"),
            (3 * 3_600, "3 hours ago"), (86_400, "yesterday"), (3 * 86_400, "3 days ago"),
            (14 * 86_400, "2 weeks ago"), (45 * 86_400, "a month ago"), (200 * 86_400, "6 months ago"),
            (800 * 86_400, "2 years ago"),
        ]
        for (elapsed, expected) in cases {
            XCTAssertEqual(RelativeTimeFormatter.string(for: now.addingTimeInterval(-elapsed), relativeTo: now), expected)
        }
    }

    func test_string_treatsFutureDatesAsJustNow() {
        XCTAssertEqual(RelativeTimeFormatter.string(for: now.addingTimeInterval(30), relativeTo: now), "just now")
    }

    func test_stringForDateThatMayLackItsTime_showsAMidnightUTCDateAsADateAndOthersAsElapsedTime() {
        let midnight = Date(timeIntervalSince1970: 1_699_920_000) // 2023-11-14T00:00:00Z, 22 h before `now`
        let withTime = midnight.addingTimeInterval(3_600 * 20)

        XCTAssertEqual(RelativeTimeFormatter.string(forDateThatMayLackItsTime: midnight, relativeTo: now), "on 2023-11-14")
        XCTAssertEqual(RelativeTimeFormatter.string(forDateThatMayLackItsTime: withTime, relativeTo: now), "2 hours ago")
    }
}

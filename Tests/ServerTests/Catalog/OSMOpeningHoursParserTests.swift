@testable import CatalogDomain
import FoodybiteServer
import XCTest

final class OSMOpeningHoursParserTests: XCTestCase {
    func test_parse_readsWeekdayRangesWithOneSpanEach() {
        let result = OSMOpeningHoursParser.parse("Mo-Fr 08:00-22:00; Sa,Su 10:00-23:00")

        XCTAssertEqual(result.hours, .weekly([
            interval(.sunday, "10:00", "23:00"),
            interval(.monday, "08:00", "22:00"), interval(.tuesday, "08:00", "22:00"), interval(.wednesday, "08:00", "22:00"),
            interval(.thursday, "08:00", "22:00"), interval(.friday, "08:00", "22:00"),
            interval(.saturday, "10:00", "23:00"),
        ]))
        XCTAssertEqual(result.notes, [])
    }

    func test_parse_readsLunchAndDinnerSpansOfTheSameDays() {
        let result = OSMOpeningHoursParser.parse("Mo-Th 12:00-15:00,17:30-22:00")

        XCTAssertEqual(result.hours, .weekly([1, 2, 3, 4].flatMap { day in
            [interval(day, "12:00", "15:00"), interval(day, "17:30", "22:00")]
        }))
    }

    func test_parse_readsTwentyFourSevenAsAlwaysOpen() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("24/7").hours, .alwaysOpen)
        XCTAssertEqual(OSMOpeningHoursParser.parse("Mo-Su 00:00-24:00").hours, .alwaysOpen)
    }

    func test_parse_readsOffAndClosedAsClosedEveryDay() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("off").hours, .weekly([]))
        XCTAssertEqual(OSMOpeningHoursParser.parse("closed").hours, .weekly([]))
    }

    func test_parse_closesAnOvernightSpanOnTheNextDay() {
        let result = OSMOpeningHoursParser.parse("Fr-Sa 18:00-02:00")

        XCTAssertEqual(result.hours, .weekly([interval(.friday, "18:00", "26:00"), interval(.saturday, "18:00", "26:00")]))
    }

    func test_parse_readsTwentyFourAndZeroHundredAsMidnightClose() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("Mo-Su 12:00-24:00").hours, .weekly((0...6).map { interval($0, "12:00", "24:00") }))
        XCTAssertEqual(OSMOpeningHoursParser.parse("Mo 17:30-00:00").hours, .weekly([interval(.monday, "17:30", "24:00")]))
    }

    func test_parse_expandsDayRangesThatWrapAroundTheWeek() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("Su-Tu 10:00-11:00").hours, .weekly([0, 1, 2].map { interval($0, "10:00", "11:00") }))
        XCTAssertEqual(OSMOpeningHoursParser.parse("Fr-Mo 10:00-11:00").hours, .weekly([0, 1, 5, 6].map { interval($0, "10:00", "11:00") }))
    }

    func test_parse_letsALaterRuleReplaceEarlierHoursOfTheSameDays() {
        let result = OSMOpeningHoursParser.parse("Mo-Su 10:00-22:00; Tu 12:00-14:00; Su off")

        XCTAssertEqual(result.hours, .weekly([
            interval(.monday, "10:00", "22:00"), interval(.tuesday, "12:00", "14:00"), interval(.wednesday, "10:00", "22:00"),
            interval(.thursday, "10:00", "22:00"), interval(.friday, "10:00", "22:00"), interval(.saturday, "10:00", "22:00"),
        ]))
    }

    func test_parse_appliesARuleWithoutWeekdaysToEveryDay() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("11:30-17:00; Mo off").hours, .weekly([0, 2, 3, 4, 5, 6].map { interval($0, "11:30", "17:00") }))
    }

    func test_parse_addsACommaSeparatedRuleToTheDaysInsteadOfReplacing() {
        let result = OSMOpeningHoursParser.parse("Mo-Sa 11:30-05:00,Su 17:00-05:00")

        XCTAssertEqual(result.hours, .weekly([interval(.sunday, "17:00", "29:00")] + (1...6).map { interval($0, "11:30", "29:00") }))
    }

    func test_parse_mergesOverlappingSpansOfADay() {
        let result = OSMOpeningHoursParser.parse("Mo 11:00-24:00, Mo 11:00-01:00")

        XCTAssertEqual(result.hours, .weekly([interval(.monday, "11:00", "25:00")]))
    }

    func test_parse_skipsPublicHolidayRulesAndCountsThem() {
        let result = OSMOpeningHoursParser.parse("Mo-Sa 11:30-24:00; PH off")

        XCTAssertEqual(result.hours, .weekly((1...6).map { interval($0, "11:30", "24:00") }))
        XCTAssertEqual(result.notes, [OSMOpeningHoursNote(kind: .publicHolidays, rule: "PH off")])
    }

    func test_parse_keepsTheWeekdaysOfASelectorThatAlsoNamesHolidays() {
        let result = OSMOpeningHoursParser.parse("11:00-24:00; Su,PH 13:00-24:00")

        XCTAssertEqual(result.hours, .weekly([interval(.sunday, "13:00", "24:00")] + (1...6).map { interval($0, "11:00", "24:00") }))
        XCTAssertEqual(result.notes.map(\.kind), [.publicHolidays])
    }

    func test_parse_skipsMonthDateWeekEasterAndSchoolHolidayRulesWithTheirKinds() {
        let result = OSMOpeningHoursParser.parse(
            "Mo-Fr 10:00-20:00; Dec 24-25 off; Jul-Aug Sa 10:00-14:00; week 42 off; easter off; SH off; Sa[1] 09:00-12:00"
        )

        XCTAssertEqual(result.hours, .weekly((1...5).map { interval($0, "10:00", "20:00") }))
        XCTAssertEqual(result.notes.map(\.kind), [.datesOrMonths, .datesOrMonths, .weekNumbers, .easter, .schoolHolidays, .nthWeekday])
        XCTAssertTrue(result.notes.allSatisfy(\.isSkippedRule))
    }

    func test_parse_hasNoHoursWhenEveryRuleIsSkipped() {
        let result = OSMOpeningHoursParser.parse("Apr 1-Dec 20 11:00-17:00")

        XCTAssertNil(result.hours)
        XCTAssertEqual(result.notes.map(\.kind), [.datesOrMonths])
    }

    func test_parse_skipsCommentOnlyRulesButIgnoresCommentsAfterTimes() {
        XCTAssertNil(OSMOpeningHoursParser.parse("\"at events\"").hours)
        XCTAssertEqual(OSMOpeningHoursParser.parse("Tu-Sa \"evenings\"").notes.map(\.kind), [.commentOnly])
        XCTAssertEqual(
            OSMOpeningHoursParser.parse("17:30-24:00 \"last order 21:30\"").hours,
            .weekly((0...6).map { interval($0, "17:30", "24:00") })
        )
    }

    func test_parse_readsAnOpenEndAsClosingAtMidnightAndNotesIt() {
        let result = OSMOpeningHoursParser.parse("Mo-Sa 17:00+; Su off")

        XCTAssertEqual(result.hours, .weekly((1...6).map { interval($0, "17:00", "24:00") }))
        XCTAssertEqual(result.notes.map(\.kind), [.openEndApproximated])
        XCTAssertFalse(result.notes[0].isSkippedRule)
    }

    func test_parse_toleratesRealWorldSpacingAndSingleDigitHours() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("Th-Su 12:00 - 22:00").hours, .weekly([0, 4, 5, 6].map { interval($0, "12:00", "22:00") }))
        XCTAssertEqual(OSMOpeningHoursParser.parse("Fr-Sa10:00-02:00").hours, .weekly([5, 6].map { interval($0, "10:00", "26:00") }))
        XCTAssertEqual(OSMOpeningHoursParser.parse("Mo-Fr 8:00-23:00").hours, .weekly((1...5).map { interval($0, "08:00", "23:00") }))
        XCTAssertEqual(OSMOpeningHoursParser.parse("Mo, Su 11:30-21:00").hours, .weekly([0, 1].map { interval($0, "11:30", "21:00") }))
    }

    func test_parse_skipsOnlyTheRuleItCannotRead() {
        let result = OSMOpeningHoursParser.parse("Mo-Fr 10:00-12:00; sunrise-sunset; Sa 09:00-10:00")

        XCTAssertEqual(result.hours, .weekly((1...5).map { interval($0, "10:00", "12:00") } + [interval(.saturday, "09:00", "10:00")]))
        XCTAssertEqual(result.notes.map(\.kind), [.unrecognized])
    }

    func test_parse_reportsAValueWithCharactersOutsideTheSyntaxAsUnrecognised() {
        let result = OSMOpeningHoursParser.parse("Mo-Fr 10:00-12:00 ✓")

        XCTAssertNil(result.hours)
        XCTAssertEqual(result.notes.map(\.kind), [.unrecognized])
    }

    func test_parse_hasNoHoursAndNoNotesForAnEmptyValue() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("  "), OSMOpeningHoursParser.Result(hours: nil, notes: []))
    }

    func test_parse_skipsFallbackRules() {
        let result = OSMOpeningHoursParser.parse("Mo-Fr 10:00-12:00 || \"by appointment\"")

        XCTAssertEqual(result.hours, .weekly((1...5).map { interval($0, "10:00", "12:00") }))
        XCTAssertEqual(result.notes.map(\.kind), [.fallback])
    }

    func test_parse_readsAColonAfterTheWeekdays() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("Mo-We: 10:00-18:00").hours, .weekly([1, 2, 3].map { interval($0, "10:00", "18:00") }))
    }

    func test_parse_skipsPeriodicTimesAsUnrecognised() {
        let result = OSMOpeningHoursParser.parse("Mo-Fr 10:00-20:00; Sa 10:00-16:00/01:30")

        XCTAssertEqual(result.hours, .weekly((1...5).map { interval($0, "10:00", "20:00") }))
        XCTAssertEqual(result.notes, [OSMOpeningHoursNote(kind: .unrecognized, rule: "Sa 10:00-16:00/01:30")])
    }

    func test_parse_skipsATimeWithoutAClosingTimeOrPastTheEndOfTheDay() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("Mo 10:00").notes.map(\.kind), [.unrecognized])
        XCTAssertEqual(OSMOpeningHoursParser.parse("Mo 25:00-26:00").notes.map(\.kind), [.unrecognized])
    }

    func test_parse_skipsAHolidayRuleWithADayOffset() {
        let result = OSMOpeningHoursParser.parse("Mo-Fr 10:00-20:00; PH +1 day off")

        XCTAssertEqual(result.hours, .weekly((1...5).map { interval($0, "10:00", "20:00") }))
        XCTAssertEqual(result.notes.map(\.kind), [.publicHolidays])
    }

    func test_parse_skipsARuleThatStartsWithAYear() {
        XCTAssertEqual(OSMOpeningHoursParser.parse("2024 Mo-Fr 10:00-18:00").notes.map(\.kind), [.datesOrMonths])
    }

    func test_parse_skipsASelectorThatStartsWithAComma() {
        XCTAssertEqual(OSMOpeningHoursParser.parse(", Mo 10:00-18:00").notes.map(\.kind), [.unrecognized])
    }

    // MARK: - Helpers

    private enum Day: Int {
        case sunday, monday, tuesday, wednesday, thursday, friday, saturday
    }

    private func interval(_ day: Day, _ open: String, _ close: String) -> OpeningInterval {
        interval(day.rawValue, open, close)
    }

    private func interval(_ day: Int, _ open: String, _ close: String) -> OpeningInterval {
        OpeningInterval(day: day, start: minutes(open), end: minutes(close))
    }

    private func minutes(_ text: String) -> Int {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return parts[0] * 60 + parts[1]
    }
}

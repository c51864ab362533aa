import Foundation
import GRDB

extension Date {
    /// Reads a date column. GRDB stores dates as `yyyy-MM-dd HH:mm:ss.SSS` text in UTC; that form is read
    /// here digit by digit, and any other (a number, a shorter text) through GRDB's own decoding, which goes
    /// through a calendar and cost a list of reviews more than its query.
    static func stored(in row: Row, atIndex index: Int) throws -> Date {
        let value: DatabaseValue = row[index]
        if case let .string(text) = value.storage, let date = Date(storedText: text) { return date }
        return try row.decode(atIndex: index)
    }

    /// The date of a `yyyy-MM-dd HH:mm:ss.SSS` text in UTC (years 1900 to 9999, every field in its range),
    /// nil for any other text.
    init?(storedText text: String) {
        var text = text
        let interval = text.withUTF8 { utf8 -> TimeInterval? in
            guard utf8.count == 23,
                  utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"), utf8[10] == UInt8(ascii: " "),
                  utf8[13] == UInt8(ascii: ":"), utf8[16] == UInt8(ascii: ":"), utf8[19] == UInt8(ascii: ".")
            else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    let digit = utf8[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int(digit)
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                  let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
                  let millisecond = number(20..<23),
                  (1900...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, ofYear: year)).contains(day),
                  hour < 24, minute < 60, second < 60
            else { return nil }
            let seconds = Self.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
            return TimeInterval(seconds - 978_307_200) + TimeInterval(millisecond) / 1_000
        }
        guard let interval else { return nil }
        self.init(timeIntervalSinceReferenceDate: interval)
    }

    /// Howard Hinnant's `days_from_civil`: the proleptic Gregorian day, counted from 1970-01-01.
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func days(inMonth month: Int, ofYear year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

import Foundation
import GRDB
import ServerJSON

extension Date {
    /// Reads a date column. GRDB stores dates as `yyyy-MM-dd HH:mm:ss.SSS` text in UTC; that form is read
    /// here digit by digit, and any other (a number, a shorter text) through GRDB's own decoding, which goes
    /// through a calendar and cost a list of reviews more than its query.
    package static func stored(in row: Row, atIndex index: Int) throws -> Date {
        let value: DatabaseValue = row[index]
        if case let .string(text) = value.storage, let date = Date(storedText: text) { return date }
        return try row.decode(atIndex: index)
    }

    /// The date of a `yyyy-MM-dd HH:mm:ss.SSS` text in UTC (years 1900 to 9999, every field in its range),
    /// nil for any other text.
    package init?(storedText text: String) {
        guard let (seconds, millisecond) = Self.parts(ofStoredText: text) else { return nil }
        self.init(timeIntervalSinceReferenceDate: TimeInterval(seconds - 978_307_200) + TimeInterval(millisecond) / 1_000)
    }

    /// The moment of a `yyyy-MM-dd HH:mm:ss.SSS` text in whole microseconds since 1970, exactly (a `Date`
    /// holds far dates only to a fraction of a millisecond); nil for any other text.
    package static func microsecondsSince1970(storedText text: String) -> Int64? {
        guard let (seconds, millisecond) = parts(ofStoredText: text) else { return nil }
        return (Int64(seconds) * 1_000 + Int64(millisecond)) * 1_000
    }

    /// Seconds since 1970 and the millisecond of a `yyyy-MM-dd HH:mm:ss.SSS` text, read digit by digit.
    private static func parts(ofStoredText text: String) -> (seconds: Int, millisecond: Int)? {
        var text = text
        return text.withUTF8 { utf8 -> (seconds: Int, millisecond: Int)? in
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
                  (1900...9999).contains(year), (1...12).contains(month), (1...days(inMonth: month, ofYear: year)).contains(day),
                  hour < 24, minute < 60, second < 60
            else { return nil }
            let seconds = GregorianDays.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
            return (seconds, millisecond)
        }
    }

    /// The `yyyy-MM-dd HH:mm:ss.SSS` text (UTC) GRDB stores for a moment given in microseconds since 1970,
    /// to the millisecond below, computed exactly (a `Date` on its way through a formatter can lose the
    /// last millisecond to rounding).
    package static func storedText(microsecondsSince1970 microseconds: Int64) -> String {
        let milliseconds = microseconds >= 0 ? microseconds / 1_000 : (microseconds - 999) / 1_000
        let seconds = milliseconds >= 0 ? milliseconds / 1_000 : (milliseconds - 999) / 1_000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = GregorianDays.civilDate(daysSince1970: Int(days))
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2)) \(padded(secondOfDay / 3_600, 2)):"
            + "\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2)).\(padded(Int(milliseconds - seconds * 1_000), 3))"
    }

    private static func days(inMonth month: Int, ofYear year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

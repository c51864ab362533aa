import Foundation

/// Writes an instant as JSON answers carry it (`yyyy-MM-ddTHH:mm:ssZ`, whole seconds, UTC), and
/// reads an ISO 8601 date-time exactly: `yyyy-MM-ddTHH:mm:ss`, an optional fraction of a second, then
/// `Z` or an offset `±hh:mm`, and nothing before or after. Only instants that exist are read: Foundation's
/// own parser ignores trailing text and rolls February 30 over into March.
package enum StrictISO8601Timestamp {
    package static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20,
              bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
              let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }

        var index = 19
        var fraction = 0.0
        if bytes[index] == UInt8(ascii: ".") {
            let digits = bytes[(index + 1)...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard !digits.isEmpty, let value = Double("0." + String(decoding: digits, as: UTF8.self)) else { return nil }
            fraction = value
            index += 1 + digits.count
        }
        guard let offset = offsetSeconds(bytes[index...]) else { return nil }

        var components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        components.timeZone = TimeZone(identifier: "UTC")
        guard let date = calendar.date(from: components) else { return nil }
        return date.addingTimeInterval(fraction - TimeInterval(offset))
    }

    /// The same text as `JSONEncoder`'s `.iso8601` dates (the fraction of a second dropped), written
    /// digit by digit for the years 1600 to 9999; Foundation writes the others (before 1583 it counts
    /// Julian days).
    package static func text(for date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds >= -11_676_096_000, seconds < 253_402_300_800 else { return date.formatted(.iso8601) }
        let whole = Int((date.timeIntervalSinceReferenceDate).rounded(.down)) + 978_307_200
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let secondOfDay = whole - days * 86_400
        let (year, month, day) = GregorianDays.civilDate(daysSince1970: days)
        var bytes = [UInt8](repeating: 0, count: 20)
        func put(_ value: Int, digits: Int, at offset: Int) {
            var value = value
            for index in stride(from: offset + digits - 1, through: offset, by: -1) {
                bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
        }
        put(year, digits: 4, at: 0)
        put(month, digits: 2, at: 5)
        put(day, digits: 2, at: 8)
        put(secondOfDay / 3_600, digits: 2, at: 11)
        put(secondOfDay / 60 % 60, digits: 2, at: 14)
        put(secondOfDay % 60, digits: 2, at: 17)
        bytes[4] = UInt8(ascii: "-"); bytes[7] = UInt8(ascii: "-"); bytes[10] = UInt8(ascii: "T")
        bytes[13] = UInt8(ascii: ":"); bytes[16] = UInt8(ascii: ":"); bytes[19] = UInt8(ascii: "Z")
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// `Z` is 0; `+hh:mm` and `-hh:mm` are east and west of UTC.
    private static func offsetSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
        if bytes.elementsEqual([UInt8(ascii: "Z")]) { return 0 }
        guard bytes.count == 6, let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
              bytes[bytes.startIndex + 3] == UInt8(ascii: ":"),
              let hours = number(bytes[(bytes.startIndex + 1)..<(bytes.startIndex + 3)]), hours < 24,
              let minutes = number(bytes[(bytes.startIndex + 4)...]), minutes < 60
        else { return nil }
        return (sign == UInt8(ascii: "+") ? 1 : -1) * (hours * 3600 + minutes * 60)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

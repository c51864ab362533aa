import Foundation

/// A moment as a restaurant sees it: its local weekday (0 = Sunday) and minute of the day.
public struct LocalWeekTime: Sendable, Equatable {
    public let day: Int
    public let minute: Int

    public init(day: Int, minute: Int) {
        self.day = day
        self.minute = minute
    }

    /// What a Gregorian calendar in `timeZone` reads at `date`, from the zone's offset at that instant
    /// and plain arithmetic: a calendar's components cost far more, for every restaurant of a page.
    public init(_ date: Date, in timeZone: TimeZone) {
        let local = Int(date.timeIntervalSinceReferenceDate.rounded(.down)) + 978_307_200 + timeZone.secondsFromGMT(for: date)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = local - days * 86_400
        // 1970-01-01 was a Thursday (4, counting from Sunday as 0).
        self.init(day: ((days + 4) % 7 + 7) % 7, minute: secondOfDay / 60)
    }

    package var minuteOfWeek: Int { day * OpeningInterval.minutesPerDay + minute }
}

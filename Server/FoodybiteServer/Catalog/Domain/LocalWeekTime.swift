import Foundation

/// A moment as a restaurant sees it: its local weekday (0 = Sunday) and minute of the day.
public struct LocalWeekTime: Sendable, Equatable {
    public let day: Int
    public let minute: Int

    public init(day: Int, minute: Int) {
        self.day = day
        self.minute = minute
    }

    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.weekday, .hour, .minute], from: date)
        self.init(day: (components.weekday ?? 1) - 1, minute: (components.hour ?? 0) * 60 + (components.minute ?? 0))
    }

    var minuteOfWeek: Int { day * OpeningInterval.minutesPerDay + minute }
}

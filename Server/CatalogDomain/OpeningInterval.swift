/// One opening on one weekday: from `start` to `end` minutes after that day's midnight, local time.
/// `day` is 0 = Sunday … 6 = Saturday (Google's numbering). `end` may pass midnight (an overnight
/// opening belongs to the day it starts on), up to a full day after `start`.
public struct OpeningInterval: Sendable, Equatable, Hashable, Comparable {
    public static let minutesPerDay = 1_440

    public let day: Int
    public let start: Int
    public let end: Int

    /// - Precondition: `0...6` day, `0..<1440` start, `start < end <= start + 1440`.
    public init(day: Int, start: Int, end: Int) {
        precondition((0...6).contains(day), "day must be 0 (Sunday) to 6 (Saturday)")
        precondition((0..<Self.minutesPerDay).contains(start), "start must be within the day")
        precondition(end > start && end <= start + Self.minutesPerDay, "end must follow start by at most a day")
        self.day = day
        self.start = start
        self.end = end
    }

    public static func < (lhs: OpeningInterval, rhs: OpeningInterval) -> Bool {
        (lhs.day, lhs.start, lhs.end) < (rhs.day, rhs.start, rhs.end)
    }

    /// Minutes since Sunday 00:00 at which the interval starts and ends (the end may pass the week's end).
    package var weekStart: Int { day * Self.minutesPerDay + start }
    package var weekEnd: Int { day * Self.minutesPerDay + end }
}

extension OpeningHours {
    /// The hours as Google's periods: a close past midnight on the next day (Saturday's on Sunday), and
    /// always-open as one period opening Sunday 00:00 with no close.
    public var periods: [OpeningPeriod] {
        switch self {
        case .alwaysOpen:
            return [OpeningPeriod(open: .init(day: 0, minuteOfDay: 0), close: nil)]
        case let .weekly(intervals):
            return intervals.map { interval in
                OpeningPeriod(
                    open: .init(day: interval.day, minuteOfDay: interval.start),
                    close: .init(
                        day: (interval.day + interval.end / OpeningInterval.minutesPerDay) % 7,
                        minuteOfDay: interval.end % OpeningInterval.minutesPerDay
                    )
                )
            }
        }
    }
}

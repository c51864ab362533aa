extension OpeningHours {
    private static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Display lines Monday first, as Google's `weekday_text`: `Monday: 12:00 – 15:00, 19:00 – 23:00`,
    /// `Tuesday: Closed`, `Wednesday: Open 24 hours`.
    public var weekdayText: [String] {
        [1, 2, 3, 4, 5, 6, 0].map { day in
            "\(Self.dayNames[day]): \(description(ofDay: day))"
        }
    }

    private func description(ofDay day: Int) -> String {
        switch self {
        case .alwaysOpen:
            return "Open 24 hours"
        case let .weekly(intervals):
            let ofDay = intervals.filter { $0.day == day }
            if ofDay.isEmpty { return "Closed" }
            if ofDay.count == 1, ofDay[0].start == 0, ofDay[0].end >= OpeningInterval.minutesPerDay { return "Open 24 hours" }
            return ofDay.map { "\(Self.clock($0.start)) – \(Self.clock($0.end == OpeningInterval.minutesPerDay ? $0.end : $0.end % OpeningInterval.minutesPerDay))" }
                .joined(separator: ", ")
        }
    }

    /// `hh:mm`; a close at midnight reads `24:00`.
    package static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        return "\(hours < 10 ? "0" : "")\(hours):\(rest < 10 ? "0" : "")\(rest)"
    }
}

/// A restaurant's regular weekly opening hours, in its local time.
public enum OpeningHours: Sendable, Equatable, Hashable {
    /// Open around the clock every day.
    case alwaysOpen
    /// Open during these intervals, closed otherwise (an empty list: closed every day).
    case weekly([OpeningInterval])

    public static let minutesPerWeek = 7 * OpeningInterval.minutesPerDay

    /// The same hours with overlapping intervals of a day merged and sorted, and a week covered
    /// without a gap turned into `alwaysOpen`.
    public var normalized: OpeningHours {
        guard case let .weekly(intervals) = self else { return self }
        var merged: [OpeningInterval] = []
        for interval in intervals.sorted() {
            if let last = merged.last, last.day == interval.day, interval.start <= last.end {
                merged[merged.count - 1] = OpeningInterval(day: last.day, start: last.start, end: min(max(last.end, interval.end), last.start + OpeningInterval.minutesPerDay))
            } else {
                merged.append(interval)
            }
        }
        return Self.coversWholeWeek(merged) ? .alwaysOpen : .weekly(merged)
    }

    /// Whether the intervals, taken around the week (Saturday night runs into Sunday), leave no gap.
    private static func coversWholeWeek(_ intervals: [OpeningInterval]) -> Bool {
        guard !intervals.isEmpty else { return false }
        // Unwrap every interval onto a line of two weeks, then check that [0, one week) is covered.
        var ranges: [(Int, Int)] = []
        for interval in intervals {
            ranges.append((interval.weekStart, interval.weekEnd))
            if interval.weekEnd > minutesPerWeek {
                ranges.append((0, interval.weekEnd - minutesPerWeek))
            }
        }
        ranges.sort { $0.0 < $1.0 }
        var coveredUntil = 0
        for (start, end) in ranges {
            if start > coveredUntil { return false }
            coveredUntil = max(coveredUntil, end)
            if coveredUntil >= minutesPerWeek { return true }
        }
        return false
    }

    /// Whether the restaurant is open at `time` (local weekday and minute).
    public func isOpen(at time: LocalWeekTime) -> Bool {
        switch self {
        case .alwaysOpen:
            return true
        case let .weekly(intervals):
            let now = time.minuteOfWeek
            return intervals.contains { interval in
                let start = interval.weekStart, end = interval.weekEnd
                // An interval running past Saturday midnight also covers the start of the week.
                return (start <= now && now < end) || (end > Self.minutesPerWeek && now < end - Self.minutesPerWeek)
            }
        }
    }
}

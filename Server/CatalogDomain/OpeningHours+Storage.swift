extension OpeningHours {
    /// The compact text stored in the catalog: `24/7`, or `day:start-end` intervals in minutes
    /// separated by spaces (empty: closed every day), e.g. `1:720-900 1:1080-1380 5:1080-1560`.
    public var storageText: String {
        switch self {
        case .alwaysOpen:
            return "24/7"
        case let .weekly(intervals):
            return intervals.map { "\($0.day):\($0.start)-\($0.end)" }.joined(separator: " ")
        }
    }

    public init?(storageText: String) {
        if storageText == "24/7" {
            self = .alwaysOpen
            return
        }
        // Text as `storageText` writes it is read byte by byte (every restaurant of a page has hours);
        // anything else goes through the splitting reader below, so that both read the same.
        if let intervals = Self.intervals(writtenStorageText: storageText) {
            self = .weekly(intervals)
            return
        }
        var intervals: [OpeningInterval] = []
        for item in storageText.split(separator: " ") {
            let dayAndTimes = item.split(separator: ":")
            guard dayAndTimes.count == 2, let day = Int(dayAndTimes[0]) else { return nil }
            let times = dayAndTimes[1].split(separator: "-")
            guard times.count == 2, let start = Int(times[0]), let end = Int(times[1]),
                  (0...6).contains(day), (0..<OpeningInterval.minutesPerDay).contains(start),
                  end > start, end <= start + OpeningInterval.minutesPerDay
            else { return nil }
            intervals.append(OpeningInterval(day: day, start: start, end: end))
        }
        self = .weekly(intervals)
    }

    /// The valid intervals of `d:s-e` items with digits only, joined by single spaces; nil for anything else.
    private static func intervals(writtenStorageText storageText: String) -> [OpeningInterval]? {
        var intervals: [OpeningInterval] = []
        guard visitStoredIntervals(in: storageText, { intervals.append($0) }) else { return nil }
        return intervals
    }
}

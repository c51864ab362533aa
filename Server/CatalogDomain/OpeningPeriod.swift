/// One opening as Google's `periods` give it: the day and time it opens and, unless it never closes,
/// the day and time it closes (an opening past midnight closes on the next day).
public struct OpeningPeriod: Sendable, Equatable {
    /// A day (0 = Sunday … 6 = Saturday) and a minute of that day.
    public struct Moment: Sendable, Equatable {
        public let day: Int
        public let minuteOfDay: Int

        public var hour: Int { minuteOfDay / 60 }
        public var minute: Int { minuteOfDay % 60 }
    }

    public let open: Moment
    public let close: Moment?
}

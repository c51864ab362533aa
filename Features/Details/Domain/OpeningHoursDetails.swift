public struct OpeningHoursDetails: Sendable, Equatable {
    /// Nil when the service cannot tell.
    public let openNow: Bool?
    /// Display lines, one per weekday ("Monday: 12:00 – 15:00"); shown, never parsed.
    public let weekdayText: [String]

    public init(openNow: Bool?, weekdayText: [String]) {
        self.openNow = openNow
        self.weekdayText = weekdayText
    }
}

extension OpeningHours {
    /// Whether hours stored as `storageText` are open at `time`, as `OpeningHours(storageText:)` would
    /// answer: read straight from the text's bytes (no intervals kept) when it is as the catalog writes
    /// it, since a search asking for open restaurants may read thousands, else through that reader.
    /// Nil when the text is not storage text at all.
    public static func isOpen(storageText: String, at time: LocalWeekTime) -> Bool? {
        if storageText == "24/7" { return true }
        let now = time.minuteOfWeek
        var isOpen = false
        let isValid = visitStoredIntervals(in: storageText) { interval in
            if (interval.weekStart <= now && now < interval.weekEnd) || (interval.weekEnd > minutesPerWeek && now < interval.weekEnd - minutesPerWeek) {
                isOpen = true
            }
        }
        return isValid ? isOpen : OpeningHours(storageText: storageText)?.isOpen(at: time)
    }
}

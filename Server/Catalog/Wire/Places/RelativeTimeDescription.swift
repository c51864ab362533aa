import Foundation

/// Google's `relative_time_description`: "a month ago", "3 weeks ago", "a year ago".
enum RelativeTimeDescription {
    static func text(for date: Date, relativeTo now: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(date))
        let units: [(seconds: Double, singular: String, plural: String)] = [
            (365 * 86_400, "a year", "years"),
            (30 * 86_400, "a month", "months"),
            (7 * 86_400, "a week", "weeks"),
            (86_400, "a day", "days"),
            (3_600, "an hour", "hours"),
            (60, "a minute", "minutes"),
        ]
        for unit in units where seconds >= unit.seconds {
            let count = Int(seconds / unit.seconds)
            return count == 1 ? "\(unit.singular) ago" : "\(count) \(unit.plural) ago"
        }
        return "just now"
    }
}

import Foundation

/// "just now", "5 minutes ago", "yesterday", "3 weeks ago", "a year ago".
public enum RelativeTimeFormatter {
    public static func string(for date: Date, relativeTo now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        guard seconds >= 0 else { return "just now" }
        let minute = 60.0, hour = 3_600.0, day = 86_400.0
        switch seconds {
        case ..<minute: return "just now"
        case ..<hour: return plural(Int(seconds / minute), "minute")
        case ..<day: return plural(Int(seconds / hour), "hour")
        case ..<(2 * day): return "yesterday"
        case ..<(7 * day): return "\(Int(seconds / day)) days ago"
        case ..<(30 * day): return plural(Int(seconds / (7 * day)), "week")
        case ..<(365 * day): return plural(Int(seconds / (30 * day)), "month")
        default: return plural(Int(seconds / (365 * day)), "year")
        }
    }

    /// Like `string(for:relativeTo:)`, except for a date stored without its time (midnight UTC to the
    /// second, as the original Foodybite server keeps review dates): "on 2025-06-11", since its hours
    /// would be made up.
    public static func string(forDateThatMayLackItsTime date: Date, relativeTo now: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds.truncatingRemainder(dividingBy: 86_400) == 0 else { return string(for: date, relativeTo: now) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "on %04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
    }

    private static func plural(_ count: Int, _ unit: String) -> String {
        if count == 1 {
            let article = unit == "hour" ? "an" : "a"
            return "\(article) \(unit) ago"
        }
        return "\(count) \(unit)s ago"
    }
}

import Foundation

/// ISO 8601 timestamps as both servers write them: with or without fractional seconds.
public enum ISO8601Timestamp {
    public static func date(from text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    public static func string(from date: Date) -> String {
        date.formatted(.iso8601)
    }
}

/// Ratings as stars: "★★★★☆ 4.3"; no rating is "no rating".
public enum RatingFormatter {
    public static func stars(_ rating: Double?) -> String {
        guard let rating, rating.isFinite else { return "no rating" }
        let clamped = min(max(rating, 0), 5)
        let full = Int(clamped.rounded())
        return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full) + " " + oneDecimal(clamped)
    }

    public static func stars(count: Int) -> String {
        let clamped = min(max(count, 0), 5)
        return String(repeating: "★", count: clamped) + String(repeating: "☆", count: 5 - clamped)
    }

    public static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

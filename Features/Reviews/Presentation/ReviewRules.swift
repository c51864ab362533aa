import Foundation

/// What a review must be before it is sent: 1-5 whole stars and some text, not too long.
public enum ReviewRules {
    public static let starsRange = 1...5
    public static let maximumTextLength = 2_000

    /// Why `stars` cannot be posted; nil when they can.
    public static func starsProblem(_ stars: Int) -> String? {
        starsRange.contains(stars) ? nil : "Stars must be a whole number from 1 to 5, not \(stars)."
    }

    /// Why `text` (once trimmed) cannot be posted; nil when it can.
    public static func textProblem(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return "The review text is empty; nothing was posted."
        }
        if trimmed.count > maximumTextLength {
            return "The review text has \(trimmed.count) characters; at most \(maximumTextLength) are allowed."
        }
        return nil
    }
}

import Foundation
import Shared

/// What a review must be before it is sent: 1-5 whole stars and some text, not too long.
public enum ReviewRules {
    public static let starsRange = 1...5
    public static let maximumTextLength = 2_000

    public static func validateStars(_ stars: Int) -> UserFacingMessage? {
        starsRange.contains(stars) ? nil : UserFacingMessage("Stars must be a whole number from 1 to 5, not \(stars).", exitStatus: .usage)
    }

    /// `text` trimmed, or why it cannot be posted (read from a flag, an editor or stdin: `status` says which).
    public static func validateText(_ text: String, exitStatus: ExitStatus) throws(UserFacingMessage) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw UserFacingMessage("The review text is empty; nothing was posted.", exitStatus: exitStatus)
        }
        guard trimmed.count <= maximumTextLength else {
            throw UserFacingMessage("The review text has \(trimmed.count) characters; at most \(maximumTextLength) are allowed.", exitStatus: exitStatus)
        }
        return trimmed
    }
}

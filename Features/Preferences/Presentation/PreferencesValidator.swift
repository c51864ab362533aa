import Shared

/// The accepted ranges, with messages that say them.
public enum PreferencesValidator {
    public static func validateRadius(_ radius: Int) -> UserFacingMessage? {
        UserPreferences.radiusRange.contains(radius)
            ? nil
            : UserFacingMessage("The radius must be between 1 and 50000 metres, not \(radius).", exitStatus: .usage)
    }

    public static func validateMinimumRating(_ rating: Double) -> UserFacingMessage? {
        rating.isFinite && UserPreferences.ratingRange.contains(rating)
            ? nil
            : UserFacingMessage("The minimum rating must be between 0 and 5 stars, not \(rating).", exitStatus: .usage)
    }
}

import Shared

public struct PreferencesViewData: Sendable, Equatable {
    public let radius: Int
    public let minimumRating: Double
    public let isDefault: Bool

    public init(_ preferences: UserPreferences) {
        self.radius = preferences.radius
        self.minimumRating = preferences.minimumRating
        self.isDefault = preferences == .default
    }

    public var radiusText: String {
        DistanceFormatter.string(fromMeters: Double(radius))
    }

    public var minimumRatingText: String {
        minimumRating == 0 ? "any rating" : "\(RatingFormatter.stars(minimumRating)) or better"
    }
}

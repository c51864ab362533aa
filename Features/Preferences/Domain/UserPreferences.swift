/// How far to look and how good a restaurant must be to show it.
public struct UserPreferences: Sendable, Equatable {
    public static let `default` = UserPreferences(radius: 10_000, minimumRating: 0)
    /// Metres; the Places API accepts at most 50 km.
    public static let radiusRange = 1...50_000
    public static let ratingRange = 0.0...5.0

    public let radius: Int
    public let minimumRating: Double

    public init(radius: Int, minimumRating: Double) {
        self.radius = radius
        self.minimumRating = minimumRating
    }
}

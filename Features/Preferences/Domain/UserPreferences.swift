/// How far to look and how good a restaurant must be to show it.
public struct UserPreferences: Sendable, Equatable {
    public static let `default` = UserPreferences(radius: 10_000, minimumRating: 0)

    public let radius: Int
    public let minimumRating: Double

    public init(radius: Int, minimumRating: Double) {
        self.radius = radius
        self.minimumRating = minimumRating
    }
}

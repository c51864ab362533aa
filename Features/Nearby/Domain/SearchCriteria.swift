/// How far to look and how good a restaurant must be.
public struct SearchCriteria: Sendable, Equatable {
    public let radius: Int
    public let minimumRating: Double

    public init(radius: Int, minimumRating: Double) {
        self.radius = radius
        self.minimumRating = minimumRating
    }
}

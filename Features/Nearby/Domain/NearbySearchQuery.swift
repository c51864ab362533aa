import Shared

public struct NearbySearchQuery: Sendable, Equatable, Hashable {
    public static let maximumLimit = 60

    public let center: Coordinates
    /// Metres.
    public let radius: Int
    public let openNow: Bool
    public let ranking: NearbyRanking
    public let minimumRating: Double
    /// At most this many restaurants.
    public let limit: Int

    public init(center: Coordinates, radius: Int, openNow: Bool, ranking: NearbyRanking, minimumRating: Double, limit: Int) {
        self.center = center
        self.radius = radius
        self.openNow = openNow
        self.ranking = ranking
        self.minimumRating = minimumRating
        self.limit = limit
    }
}

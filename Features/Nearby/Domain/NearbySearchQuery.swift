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
    /// Whether restaurants closed for good are found too (left out by default).
    public let includeClosed: Bool

    public init(center: Coordinates, radius: Int, openNow: Bool, ranking: NearbyRanking, minimumRating: Double, limit: Int, includeClosed: Bool = false) {
        self.center = center
        self.radius = radius
        self.openNow = openNow
        self.ranking = ranking
        self.minimumRating = minimumRating
        self.limit = limit
        self.includeClosed = includeClosed
    }

    /// Whether a restaurant passes the filters a service may have to apply itself: the minimum rating,
    /// open now, and closed for good.
    public func admits(_ restaurant: NearbyRestaurant) -> Bool {
        (restaurant.rating ?? 0) >= minimumRating
            && (!openNow || restaurant.isOpen == true)
            && (includeClosed || restaurant.businessStatus != .closedPermanently)
    }
}

import Shared

/// One line of the nearby list.
public struct RestaurantRowViewData: Sendable, Equatable {
    public let id: String
    public let name: String
    public let rating: Double?
    public let distanceMeters: Double
    public let openNow: Bool?
    public let location: Coordinates
    public let photo: Photo?
    public let ratingsCount: Int?
    public let priceLevel: Int?
    public let businessStatus: BusinessStatus?
    /// As people read them ("Pizza", "Italian").
    public let cuisines: [String]
    /// How well it matches what to eat; `.exact` when any restaurant was asked for.
    public let match: MatchQuality
    /// Whether the person keeps it as a favourite (★).
    public let isFavourite: Bool

    public init(_ restaurant: NearbyRestaurant, distanceMeters: Double, match: MatchQuality = .exact, isFavourite: Bool = false) {
        self.id = restaurant.id
        self.name = restaurant.name
        self.rating = restaurant.rating
        self.distanceMeters = distanceMeters
        self.openNow = restaurant.isOpen
        self.location = restaurant.location
        self.photo = restaurant.photo
        self.ratingsCount = restaurant.ratingsCount
        self.priceLevel = restaurant.priceLevel
        self.businessStatus = restaurant.businessStatus
        self.cuisines = restaurant.cuisines
        self.match = match
        self.isFavourite = isFavourite
    }

    /// What "best rated first" ranks by (`RatingScore`); nil when unrated.
    public var score: Double? { RatingScore.of(rating: rating, count: ratingsCount) }

    public var ratingText: String { RatingFormatter.stars(rating) }
    public var distanceText: String { DistanceFormatter.string(fromMeters: distanceMeters) }

    /// "Pizza, Italian", or "–" when the service names none.
    public var cuisineText: String { cuisines.isEmpty ? "–" : cuisines.joined(separator: ", ") }

    /// "$$", or "–" when unknown.
    public var priceText: String { PriceLevelFormatter.symbols(priceLevel) ?? "–" }

    /// "open", "closed", "–", or why it is closed for good or for now.
    public var openText: String { OpenStateFormatter.text(isOpen: openNow, businessStatus: businessStatus) }
}

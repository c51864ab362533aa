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

    public init(_ restaurant: NearbyRestaurant, distanceMeters: Double) {
        self.id = restaurant.id
        self.name = restaurant.name
        self.rating = restaurant.rating
        self.distanceMeters = distanceMeters
        self.openNow = restaurant.isOpen
        self.location = restaurant.location
        self.photo = restaurant.photo
    }

    public var ratingText: String { RatingFormatter.stars(rating) }
    public var distanceText: String { DistanceFormatter.string(fromMeters: distanceMeters) }

    public var openText: String {
        switch openNow {
        case true?: "open"
        case false?: "closed"
        case nil: "–"
        }
    }
}

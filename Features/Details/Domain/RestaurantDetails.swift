import Shared

/// Everything the restaurant page shows.
public struct RestaurantDetails: Sendable, Equatable {
    public let id: String
    public let name: String
    public let address: String?
    public let phoneNumber: String?
    public let website: String?
    public let rating: Double?
    public let ratingsCount: Int?
    public let openingHours: OpeningHoursDetails?
    public let location: Coordinates
    public let photos: [Photo]
    public var reviews: [RestaurantReview]

    public init(
        id: String, name: String, address: String?, phoneNumber: String?, website: String?, rating: Double?, ratingsCount: Int?,
        openingHours: OpeningHoursDetails?, location: Coordinates, photos: [Photo], reviews: [RestaurantReview]
    ) {
        self.id = id
        self.name = name
        self.address = address
        self.phoneNumber = phoneNumber
        self.website = website
        self.rating = rating
        self.ratingsCount = ratingsCount
        self.openingHours = openingHours
        self.location = location
        self.photos = photos
        self.reviews = reviews
    }
}

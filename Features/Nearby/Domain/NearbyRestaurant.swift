import Shared

/// A restaurant in a nearby search: enough to list it and open its details.
public struct NearbyRestaurant: Sendable, Equatable {
    public let id: String
    public let name: String
    /// Nil when the service does not know the opening hours; always false for a closed business.
    public let isOpen: Bool?
    /// Nil when the restaurant has no rating yet.
    public let rating: Double?
    public let location: Coordinates
    public let photo: Photo?
    /// How many ratings `rating` is the mean of, when known.
    public let ratingsCount: Int?
    /// 0 (free) to 4 (very expensive), when known.
    public let priceLevel: Int?
    /// Nil when the service does not say.
    public let businessStatus: BusinessStatus?
    /// What the place says of itself, when the search asked (Google's Places API (New)).
    public let amenities: PlaceAmenities
    /// The cuisines as people read them ("Pizza", "Middle eastern"), when the service names any.
    public let cuisines: [String]

    public init(
        id: String,
        name: String,
        isOpen: Bool?,
        rating: Double?,
        location: Coordinates,
        photo: Photo?,
        ratingsCount: Int? = nil,
        priceLevel: Int? = nil,
        businessStatus: BusinessStatus? = nil,
        amenities: PlaceAmenities = PlaceAmenities(),
        cuisines: [String] = []
    ) {
        self.id = id
        self.name = name
        self.isOpen = businessStatus?.isClosed == true ? false : isOpen
        self.rating = rating
        self.location = location
        self.photo = photo
        self.ratingsCount = ratingsCount
        self.priceLevel = priceLevel
        self.businessStatus = businessStatus
        self.amenities = amenities
        self.cuisines = cuisines
    }
}

import Shared

/// Everything the restaurant page shows.
public struct RestaurantDetails: Sendable, Equatable {
    public let id: String
    public let name: String
    public let address: String?
    /// Every number the restaurant lists (a place may have several), first the main one.
    public let phoneNumbers: [String]
    public let website: String?
    /// The restaurant's page on the map service of its source (Google Maps, OpenStreetMap), when it gives one.
    public let mapURL: String?
    public let rating: Double?
    public let ratingsCount: Int?
    public let openingHours: OpeningHoursDetails?
    public let location: Coordinates
    public let photos: [Photo]
    public var reviews: [RestaurantReview]
    /// 0 (free) to 4 (very expensive), when known.
    public let priceLevel: Int?
    /// Nil when the service does not say.
    public let businessStatus: BusinessStatus?
    public let features: RestaurantFeatures

    public init(
        id: String, name: String, address: String?, phoneNumbers: [String], website: String?, rating: Double?, ratingsCount: Int?,
        openingHours: OpeningHoursDetails?, location: Coordinates, photos: [Photo], reviews: [RestaurantReview],
        priceLevel: Int? = nil, businessStatus: BusinessStatus? = nil, features: RestaurantFeatures = RestaurantFeatures(), mapURL: String? = nil
    ) {
        self.id = id
        self.name = name
        self.address = address
        self.phoneNumbers = phoneNumbers
        self.website = website
        self.mapURL = mapURL
        self.rating = rating
        self.ratingsCount = ratingsCount
        self.openingHours = openingHours
        self.location = location
        self.photos = photos
        self.reviews = reviews
        self.priceLevel = priceLevel
        self.businessStatus = businessStatus
        self.features = features
    }

    /// Whether it is open now: never for a closed business, whatever its hours say; nil when unknown.
    public var isOpenNow: Bool? {
        businessStatus?.isClosed == true ? false : openingHours?.openNow
    }
}

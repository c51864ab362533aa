import Shared

/// Everything the restaurant page shows.
public struct RestaurantDetails: Sendable, Equatable {
    public let id: String
    public let name: String
    public let address: String?
    /// As served; several numbers are separated by `;` (see `phoneNumbers`).
    public let phoneNumber: String?
    public let website: String?
    public let rating: Double?
    public let ratingsCount: Int?
    /// Its `openNow` is always false for a closed business.
    public let openingHours: OpeningHoursDetails?
    public let location: Coordinates
    public let photos: [Photo]
    public var reviews: [RestaurantReview]
    /// 0 (free) to 4 (very expensive), when known.
    public let priceLevel: Int?
    /// Nil when the service does not say.
    public let businessStatus: BusinessStatus?

    public init(
        id: String, name: String, address: String?, phoneNumber: String?, website: String?, rating: Double?, ratingsCount: Int?,
        openingHours: OpeningHoursDetails?, location: Coordinates, photos: [Photo], reviews: [RestaurantReview],
        priceLevel: Int? = nil, businessStatus: BusinessStatus? = nil
    ) {
        self.id = id
        self.name = name
        self.address = address
        self.phoneNumber = phoneNumber
        self.website = website
        self.rating = rating
        self.ratingsCount = ratingsCount
        self.openingHours = businessStatus?.isClosed == true
            ? openingHours.map { OpeningHoursDetails(openNow: false, weekdayText: $0.weekdayText) }
            : openingHours
        self.location = location
        self.photos = photos
        self.reviews = reviews
        self.priceLevel = priceLevel
        self.businessStatus = businessStatus
    }

    /// Every number the restaurant lists (a place may have several: "+45 33 12 34 56; +45 70 10 20 30").
    public var phoneNumbers: [String] {
        (phoneNumber ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

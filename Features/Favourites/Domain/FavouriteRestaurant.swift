import Shared

/// A favourite's restaurant as it stands now: what a favourite keeps, and its rating and open state.
public struct FavouriteRestaurant: Sendable, Equatable {
    public let id: String
    public let name: String
    public let location: Coordinates
    public let cuisines: [String]
    public let rating: Double?
    public let ratingsCount: Int?
    /// Nil when unknown; false for a business closed for now or for good.
    public let isOpen: Bool?
    public let businessStatus: BusinessStatus?

    public init(
        id: String, name: String, location: Coordinates, cuisines: [String] = [], rating: Double? = nil, ratingsCount: Int? = nil, isOpen: Bool? = nil,
        businessStatus: BusinessStatus? = nil
    ) {
        self.id = id
        self.name = name
        self.location = location
        self.cuisines = cuisines
        self.rating = rating
        self.ratingsCount = ratingsCount
        self.isOpen = isOpen
        self.businessStatus = businessStatus
    }
}

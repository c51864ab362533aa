import Shared

/// A restaurant in a nearby search: enough to list it and open its details.
public struct NearbyRestaurant: Sendable, Equatable {
    public let id: String
    public let name: String
    /// Nil when the service does not know the opening hours.
    public let isOpen: Bool?
    /// Nil when the restaurant has no rating yet.
    public let rating: Double?
    public let location: Coordinates
    public let photo: Photo?

    public init(id: String, name: String, isOpen: Bool?, rating: Double?, location: Coordinates, photo: Photo?) {
        self.id = id
        self.name = name
        self.isOpen = isOpen
        self.rating = rating
        self.location = location
        self.photo = photo
    }
}

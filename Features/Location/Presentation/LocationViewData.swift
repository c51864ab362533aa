import Shared

public struct LocationViewData: Sendable, Equatable {
    public let latitude: Double
    public let longitude: Double
    public let source: LocationSource
    /// The place saved by its name, and the others of that name it was chosen over (best match first).
    public let place: NamedPlace?
    public let otherPlaces: [NamedPlace]

    public init(_ location: UserLocation, place: NamedPlace? = nil, otherPlaces: [NamedPlace] = []) {
        self.latitude = location.coordinates.latitude
        self.longitude = location.coordinates.longitude
        self.source = location.source
        self.place = place
        self.otherPlaces = otherPlaces
    }

    public var coordinatesText: String {
        Coordinates(latitude: latitude, longitude: longitude).queryValue
    }
}

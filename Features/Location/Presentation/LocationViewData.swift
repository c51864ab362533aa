import Shared

public struct LocationViewData: Sendable, Equatable {
    public let latitude: Double
    public let longitude: Double
    public let source: LocationSource

    public init(_ location: UserLocation) {
        self.latitude = location.coordinates.latitude
        self.longitude = location.coordinates.longitude
        self.source = location.source
    }

    public var coordinatesText: String {
        Coordinates(latitude: latitude, longitude: longitude).queryValue
    }
}

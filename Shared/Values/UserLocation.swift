/// The location searches start from, and why it is that one.
public struct UserLocation: Sendable, Equatable {
    public let coordinates: Coordinates
    public let source: LocationSource

    public init(coordinates: Coordinates, source: LocationSource) {
        self.coordinates = coordinates
        self.source = source
    }
}

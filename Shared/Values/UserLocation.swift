/// The location searches start from, and why it is that one.
public struct UserLocation: Sendable, Equatable {
    public let coordinates: Coordinates
    public let source: LocationSource
    /// The place's name when it was named (`--near`): "Alfama, Lisboa".
    public let placeName: String?

    public init(coordinates: Coordinates, source: LocationSource, placeName: String? = nil) {
        self.coordinates = coordinates
        self.source = source
        self.placeName = placeName
    }

    /// "Alfama, Lisboa (38.7115,-9.1298)" for a named place, else "38.7223,-9.1393 (saved location)".
    public var description: String {
        placeName.map { "\($0) (\(coordinates.queryValue))" } ?? "\(coordinates.queryValue) (\(source.label))"
    }
}

import Shared

/// `{"latitude", "longitude"}` in the `--json` documents.
public struct CoordinatesDocument: Encodable, Sendable, Equatable {
    public let latitude: Double
    public let longitude: Double

    public init(_ coordinates: Coordinates) {
        self.latitude = coordinates.latitude
        self.longitude = coordinates.longitude
    }
}

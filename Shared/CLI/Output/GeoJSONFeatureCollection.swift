import Shared

/// A GeoJSON FeatureCollection (RFC 7946): each feature a point at `[longitude, latitude]` with its
/// record as properties, or no geometry where the source gave no position (an "unlocated" feature).
public struct GeoJSONFeatureCollection<Properties: Encodable & Sendable>: Encodable, Sendable {
    public struct Feature: Encodable, Sendable {
        let type = "Feature"
        let id: String?
        @NullEncodable var geometry: Point?
        let properties: Properties

        public init(id: String?, location: Coordinates?, properties: Properties) {
            self.id = id
            self.geometry = location.map(Point.init)
            self.properties = properties
        }
    }

    public struct Point: Encodable, Sendable {
        let type = "Point"
        let coordinates: [Double]

        init(_ location: Coordinates) {
            coordinates = [location.longitude, location.latitude]
        }
    }

    let type = "FeatureCollection"
    let features: [Feature]

    public init(features: [Feature]) {
        self.features = features
    }
}

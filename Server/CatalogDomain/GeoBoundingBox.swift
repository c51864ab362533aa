import Foundation

/// A latitude/longitude rectangle that never crosses the antimeridian (a circle that does is covered
/// by two boxes). Used only as the spatial index's pre-filter: the exact distance decides.
public struct GeoBoundingBox: Sendable, Equatable, Codable {
    public let minLatitude: Double
    public let maxLatitude: Double
    public let minLongitude: Double
    public let maxLongitude: Double

    public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }

    public func contains(_ point: GeoPoint) -> Bool {
        (minLatitude...maxLatitude).contains(point.latitude) && (minLongitude...maxLongitude).contains(point.longitude)
    }

    /// Boxes that together contain every point within `radius` metres of `center`: one box, two when
    /// the circle crosses the antimeridian, and one full-longitude cap when it reaches a pole.
    /// `margin` (degrees) widens each box, to absorb the spatial index's 32-bit rounding.
    public static func covering(center: GeoPoint, radius: Double, margin: Double = 1e-4) -> [GeoBoundingBox] {
        let angularRadius = radius / GeoPoint.earthRadius
        let degrees = 180 / Double.pi
        let latitudeSpan = angularRadius * degrees
        let minLatitude = center.latitude - latitudeSpan - margin
        let maxLatitude = center.latitude + latitudeSpan + margin
        if minLatitude <= -90 || maxLatitude >= 90 || angularRadius >= Double.pi / 2 {
            // The circle reaches a pole: every longitude is in reach on that side.
            return [GeoBoundingBox(minLatitude: max(-90, minLatitude), maxLatitude: min(90, maxLatitude), minLongitude: -180, maxLongitude: 180)]
        }
        // The widest longitude span of the circle, at the latitude where it touches the meridians
        // tangentially: asin(sin r / cos φ).
        let ratio = sin(angularRadius) / cos(center.latitude / degrees)
        guard ratio < 1 else {
            return [GeoBoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: -180, maxLongitude: 180)]
        }
        let longitudeSpan = asin(ratio) * degrees + margin
        let west = center.longitude - longitudeSpan
        let east = center.longitude + longitudeSpan
        if longitudeSpan >= 180 {
            return [GeoBoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: -180, maxLongitude: 180)]
        }
        if west < -180 {
            return [
                GeoBoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: west + 360, maxLongitude: 180),
                GeoBoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: -180, maxLongitude: east),
            ]
        }
        if east > 180 {
            return [
                GeoBoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: west, maxLongitude: 180),
                GeoBoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: -180, maxLongitude: east - 360),
            ]
        }
        return [GeoBoundingBox(minLatitude: minLatitude, maxLatitude: maxLatitude, minLongitude: west, maxLongitude: east)]
    }
}

import Foundation
import Shared

/// Metres along the Earth's surface (haversine, mean radius): what the cache measures with when App
/// gives it nothing else.
public struct GreatCircleDistance: DistanceMeasuring {
    private static let earthRadius = 6_371_008.8

    public init() {}

    public func distance(from start: Coordinates, to end: Coordinates) -> Double {
        let lat1 = start.latitude * .pi / 180, lat2 = end.latitude * .pi / 180
        let dLat = lat2 - lat1, dLon = (end.longitude - start.longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * Self.earthRadius * asin(min(1, h.squareRoot()))
    }
}

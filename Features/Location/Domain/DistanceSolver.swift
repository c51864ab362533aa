import Foundation
import Shared

/// Great-circle distances on a spherical Earth (haversine), good to ~0.5 % anywhere.
public enum DistanceSolver {
    /// The mean Earth radius (IUGG), in metres.
    public static let earthRadius = 6_371_008.8

    public static func distance(from start: Coordinates, to end: Coordinates) -> Double {
        let latitude1 = start.latitude * .pi / 180, latitude2 = end.latitude * .pi / 180
        let deltaLatitude = latitude2 - latitude1
        let deltaLongitude = (end.longitude - start.longitude) * .pi / 180
        let a = sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
            + cos(latitude1) * cos(latitude2) * sin(deltaLongitude / 2) * sin(deltaLongitude / 2)
        return 2 * earthRadius * asin(min(1, sqrt(a)))
    }
}

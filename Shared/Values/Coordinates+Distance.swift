import Foundation

extension Coordinates {
    /// The mean Earth radius (IUGG), in metres, as the server's catalog measures with.
    public static let earthRadius = 6_371_008.8

    /// Metres along the Earth's surface to `other` (haversine on a sphere, good to about 0.5 %).
    public func distance(to other: Coordinates) -> Double {
        let radians = Double.pi / 180
        let sinHalfLatitude = sin((other.latitude - latitude) * radians / 2)
        let sinHalfLongitude = sin((other.longitude - longitude) * radians / 2)
        let a = sinHalfLatitude * sinHalfLatitude
            + cos(latitude * radians) * cos(other.latitude * radians) * sinHalfLongitude * sinHalfLongitude
        return 2 * Self.earthRadius * asin(min(1, a.squareRoot()))
    }
}

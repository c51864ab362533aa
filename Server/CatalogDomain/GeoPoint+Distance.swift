import Foundation

extension GeoPoint {
    /// The mean Earth radius (IUGG), in metres, used for every great-circle distance in the catalog.
    public static let earthRadius = 6_371_008.8

    /// The great-circle (haversine) distance to `other`, in metres.
    public func distance(to other: GeoPoint) -> Double {
        let radians = Double.pi / 180
        let deltaLatitude = (other.latitude - latitude) * radians
        let deltaLongitude = (other.longitude - longitude) * radians
        let sinHalfLatitude = sin(deltaLatitude / 2)
        let sinHalfLongitude = sin(deltaLongitude / 2)
        let a = sinHalfLatitude * sinHalfLatitude
            + cos(latitude * radians) * cos(other.latitude * radians) * sinHalfLongitude * sinHalfLongitude
        return 2 * Self.earthRadius * asin(min(1, sqrt(a)))
    }

    /// Whether the point is a valid WGS 84 position.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }
}

public enum CoordinatesParsingError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    case latitudeOutOfRange(Double)
    case longitudeOutOfRange(Double)

    public var description: String {
        switch self {
        case let .malformed(text):
            "'\(text)' is not a location: expected LAT,LON in decimal degrees, such as 38.7223,-9.1393."
        case let .latitudeOutOfRange(latitude):
            "Latitude \(latitude) is out of range: it must be between -90 and 90."
        case let .longitudeOutOfRange(longitude):
            "Longitude \(longitude) is out of range: it must be between -180 and 180."
        }
    }
}

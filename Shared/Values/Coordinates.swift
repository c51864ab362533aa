import Foundation

/// A point on Earth in decimal degrees (WGS 84).
public struct Coordinates: Sendable, Equatable, Hashable {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses `LAT,LON` as people type it (`38.7223,-9.1393`, spaces allowed).
    public static func parse(_ text: String) throws(CoordinatesParsingError) -> Coordinates {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
              latitude.isFinite, longitude.isFinite
        else {
            throw .malformed(text)
        }
        guard (-90...90).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        guard (-180...180).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
        return Coordinates(latitude: latitude, longitude: longitude)
    }

    /// `LAT,LON` as the Places API and `--at` expect it: plain decimals (never `1e-05`), at most seven
    /// places (about a centimetre).
    public var queryValue: String {
        "\(Self.decimal(latitude)),\(Self.decimal(longitude))"
    }

    private static func decimal(_ degrees: Double) -> String {
        var text = String(format: "%.7f", degrees)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

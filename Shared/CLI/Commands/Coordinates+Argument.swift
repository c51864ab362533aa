import ArgumentParser
import Shared

/// `--at LAT,LON` in decimal degrees, as every command that searches takes it.
extension Coordinates: ExpressibleByArgument {
    public init?(argument: String) {
        guard let coordinates = try? Coordinates.parse(argument) else { return nil }
        self = coordinates
    }

    public var defaultValueDescription: String { queryValue }

    /// The `transform:` of an `--at` option: unlike `init?(argument:)`, a refusal says why
    /// (malformed, or which of latitude and longitude is out of range).
    @Sendable
    public static func argument(_ text: String) throws -> Coordinates {
        try Coordinates.parse(text)
    }
}

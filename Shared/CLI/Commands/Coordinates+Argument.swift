import ArgumentParser
import Shared

/// `--at LAT,LON` in decimal degrees, as every command that searches takes it.
extension Coordinates: ExpressibleByArgument {
    public init?(argument: String) {
        guard let coordinates = try? Coordinates.parse(argument) else { return nil }
        self = coordinates
    }

    public var defaultValueDescription: String { queryValue }
}

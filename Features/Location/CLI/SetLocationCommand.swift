import ArgumentParser
import Shared
import SharedCLI

struct SetLocationCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Save your location (decimal degrees), e.g. `foodybite location set 38.7223,-9.1393`."
    )

    // Collected loosely so a negative latitude (-33.86,151.21) is not taken for an option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Latitude and longitude, comma separated.", valueName: "lat,lon"))
    var location: [String] = []

    @OptionGroup var global: GlobalOptions

    var coordinates: Coordinates? {
        try? Coordinates.parse(location.joined(separator: " "))
    }

    func validate() throws {
        guard !location.isEmpty else { throw ValidationError("Missing the location: LAT,LON such as 38.7223,-9.1393.") }
        do {
            _ = try Coordinates.parse(location.joined(separator: " "))
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        guard let coordinates else { throw ValidationError("Missing the location.") }
        try await LocationCommand.run(.set(coordinates), global: global)
    }
}

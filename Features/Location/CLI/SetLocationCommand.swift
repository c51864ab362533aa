import Foundation
import ArgumentParser
import Shared
import SharedCLI

struct SetLocationCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Save your location: a place's name or decimal degrees, e.g. `foodybite location set \"Rua Augusta, Lisboa\"` or `38.7223,-9.1393`.",
        discussion: """
        A name (a town, a neighbourhood, a street; a town after a comma chooses among places of one name) \
        is looked up in the places service. On a terminal, when several places have the name, you choose \
        one from the list (Enter takes the best match); otherwise the best match is saved and the others \
        are named.
        """
    )

    // Collected loosely so a negative latitude (-33.86,151.21) is not taken for an option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("A place's name, or latitude and longitude, comma separated.", valueName: "place|lat,lon"))
    var location: [String] = []

    @OptionGroup var global: GlobalOptions

    var text: String { location.joined(separator: " ").trimmingCharacters(in: .whitespaces) }

    /// A text with a letter is a place's name; any other must be LAT,LON.
    var action: LocationAction? {
        if text.contains(where: \.isLetter) { return .setPlace(text) }
        return (try? Coordinates.parse(text)).map(LocationAction.set)
    }

    func validate() throws {
        guard !text.isEmpty else { throw ValidationError("Missing the location: a place's name such as \"Alfama\", or LAT,LON such as 38.7223,-9.1393.") }
        guard !text.contains(where: \.isLetter) else { return }
        do {
            _ = try Coordinates.parse(text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        guard let action else { throw ValidationError("Missing the location.") }
        try await LocationCommand.run(action, global: global)
    }
}
